/**
 * PGlite keeps no plan between two `query()` calls: each one parses and plans
 * again, and planning a REST read of a view with lateral joins costs about as
 * much as running it. PostgREST avoids this with prepared statements; so does
 * this cache, for the statements a caller marks `prepare` (text repeated with
 * other values, result columns of fixed types). Each is PREPAREd once on the
 * single PGlite session and run with EXECUTE, the values inlined as literals
 * (only strings without NUL, finite numbers, booleans and null; anything else
 * takes the ordinary path). PostgreSQL itself replans when a table changes or
 * the role differs (row security), as for any prepared statement. Bounded:
 * the least recently used statement is deallocated.
 */
const MAX_STATEMENTS = 256;

const literal = (value: unknown): string | null => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? null : `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  return null;
};

export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private next = 0;

  constructor(private readonly max = MAX_STATEMENTS) {}

  /**
   * The EXECUTE that runs `sql` with `params` (PREPAREing it through `exec`
   * first when new), or null when a value cannot be inlined.
   */
  async executeSql(sql: string, params: readonly unknown[], exec: (statement: string) => Promise<unknown>): Promise<string | null> {
    const values = params.map(literal);
    if (values.some((v) => v === null)) return null;
    let name = this.names.get(sql);
    if (name) {
      this.names.delete(sql); // most recently used last
    } else {
      name = `local_supabase_${this.next++}`;
      await exec(`prepare ${name} as ${sql}`);
      if (this.names.size >= this.max) {
        const [oldestSql, oldest] = this.names.entries().next().value ?? [];
        if (oldestSql !== undefined && oldest !== undefined) {
          this.names.delete(oldestSql);
          await exec(`deallocate ${oldest}`);
        }
      }
    }
    this.names.set(sql, name);
    return values.length === 0 ? `execute ${name}` : `execute ${name}(${values.join(', ')})`;
  }
}
