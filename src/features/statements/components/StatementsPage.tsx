/** Placeholder until the statements screen lands (issue 6). */
export function StatementsPage() {
  return <h1>Statements</h1>;
}
