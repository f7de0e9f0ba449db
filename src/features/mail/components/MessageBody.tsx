import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/shared/ui/Spinner';
import { plainText } from '../mapNotification';
import { loadSanitiser } from '../sanitiseBody';

type Shown = { html: string; clean: string | TrustedHTML } | { html: string; text: string };

/**
 * A message body from the bank: HTML, shown only once DOMPurify (loaded here, on demand) has cleaned it
 * (sanitiseBody.ts). If the sanitiser cannot be loaded, the body is shown as plain text, never raw.
 */
export function MessageBody({ html }: { html: string }) {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let live = true;
    loadSanitiser().then(
      (sanitise) => live && setShown({ html, clean: sanitise(html) }),
      () => live && setShown({ html, text: plainText(html) }),
    );
    return () => {
      live = false;
    };
  }, [html]);

  if (!shown || shown.html !== html) return <Spinner label="Loading the message..." />;
  if ('text' in shown) return <Body>{shown.text}</Body>;
  // Sanitised just above by the one allow-list (sanitiseBody.ts): the only HTML the app renders from the server,
  // and under the page's Trusted Types the only HTML the page accepts (the sanitiser's TrustedHTML).
  return <Body dangerouslySetInnerHTML={{ __html: shown.clean }} />;
}

const Body = styled.div`
  max-width: 40rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
    text-decoration: underline;
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
  }
`;
