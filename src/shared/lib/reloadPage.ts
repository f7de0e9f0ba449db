/**
 * The page again from the server: after a new release, its index.html and chunks. The session survives a
 * reload (the tab's marker and the bank's cookie), so the customer lands on the same address, still logged in.
 */
export function reloadPage(): void {
  window.location.reload();
}
