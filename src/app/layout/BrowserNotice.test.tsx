import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { BROWSER_NOTICE_TEXT, BrowserNotice } from './BrowserNotice';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('unsupported browser notice', () => {
  it('recommends Chrome or Firefox, is dismissible, and remembers the dismissal', async () => {
    const { user, unmount } = renderWithProviders(<BrowserNotice userAgent={IE11} />);
    expect(screen.getByText(BROWSER_NOTICE_TEXT)).toHaveTextContent(/Chrome.*Firefox/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(BROWSER_NOTICE_TEXT)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<BrowserNotice userAgent={IE11} />);
    expect(screen.queryByText(BROWSER_NOTICE_TEXT)).not.toBeInTheDocument();
  });

  it('stays away in a supported browser', () => {
    renderWithProviders(<BrowserNotice userAgent="Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36" />);
    expect(screen.queryByText(BROWSER_NOTICE_TEXT)).not.toBeInTheDocument();
  });
});
