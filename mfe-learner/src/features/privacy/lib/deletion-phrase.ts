/**
 * What an account without a password (Google only) types to confirm its deletion. The database
 * (request_account_deletion) checks the same phrase: it is the re-authentication for such accounts.
 */
export const DELETION_PHRASE = 'ลบบัญชีของฉัน';
