import { createRoot } from 'react-dom/client';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '@/shared/theme/tokens';
import { addFault, faultSpecsFromQuery, getHostile, hostileFromQuery, setHostile } from './bankControl';
import { DemoPanel } from './DemoPanel';

/**
 * Faults named in `?digxFault=` are armed before the app makes its first call; `?digxHostile=on` switches the
 * bank's hostile texts on first (switching reseeds the bank, which would clear the faults), and only when the
 * bank is not in that mode already, so a reload keeps the session.
 */
export async function armQueryFaults(): Promise<void> {
  const hostile = hostileFromQuery(window.location.search);
  if (hostile !== undefined) {
    await getHostile()
      .then((bank) => (bank.hostile === hostile ? undefined : setHostile(hostile)))
      .catch((error: Error) => console.warn(`digxHostile: ${error.message}`));
  }
  for (const spec of faultSpecsFromQuery(window.location.search)) {
    await addFault(spec).catch((error: Error) => console.warn(`digxFault ${spec}: ${error.message}`));
  }
}

/** Demo mode only: the panel lives in its own root, outside the app's store. */
export function mountDemoPanel(nonce: string | undefined): void {
  const host = document.createElement('div');
  host.id = 'demo-bank-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <StyleSheetManager nonce={nonce}>
      <ThemeProvider theme={theme}>
        <DemoPanel />
      </ThemeProvider>
    </StyleSheetManager>,
  );
}
