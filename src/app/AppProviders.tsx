import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/shared/theme/GlobalStyle';
import { theme } from '@/shared/theme/tokens';
import type { AppStore } from './store';

/** Store, theme and the CSP nonce for styled-components' <style> tags. */
export function AppProviders({ store, nonce, children }: { store: AppStore; nonce?: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StyleSheetManager nonce={nonce}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </StyleSheetManager>
    </Provider>
  );
}
