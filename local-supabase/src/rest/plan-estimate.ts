/** One node of `explain (format json)`, the fields the estimate reads. */
export interface PlanNode {
  'Node Type'?: string;
  'Total Cost'?: number;
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  'Plan Width'?: number;
  Plans?: PlanNode[];
}

const num = (value: number | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Rows feeding a node's expressions: a SubPlan under an Aggregate runs once per
 * input row (the aggregate's outer child), under a scan or join once per row it emits.
 */
function inputRows(node: PlanNode): number {
  const outer = node['Node Type'] === 'Aggregate' ? node.Plans?.find((c) => c['Parent Relationship'] === 'Outer') : undefined;
  return num(outer ? outer['Plan Rows'] : node['Plan Rows']);
}

/**
 * Bytes the plan is expected to produce over all its executions. The planner's
 * own cost misses what dominates here: nested embeds are correlated SubPlans
 * whose JSON grows with (rows per level) to the power of the depth, while each
 * call is costed as cheap. Counting executions through the tree restores that.
 */
export function estimatedBytes(node: PlanNode, executions = 1): number {
  let total = executions * num(node['Plan Rows']) * Math.max(1, num(node['Plan Width']));
  for (const child of node.Plans ?? []) {
    const relation = child['Parent Relationship'];
    let childExecutions = executions;
    if (relation === 'SubPlan') childExecutions = executions * Math.max(1, inputRows(node));
    else if (relation === 'Inner' && node['Node Type'] === 'Nested Loop') {
      const outer = node.Plans?.find((c) => c['Parent Relationship'] === 'Outer');
      childExecutions = executions * Math.max(1, num(outer?.['Plan Rows']));
    }
    total += estimatedBytes(child, childExecutions);
  }
  return total;
}
