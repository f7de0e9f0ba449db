import { useState } from 'react';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled from 'styled-components';
import { selectSessionStatus } from '@/features/session/selectors';
import { frameColumn } from '@/shared/theme/frame';
import { Button } from '@/shared/ui/Button';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { useAppSelector } from '../hooks';
import { APP_VERSION, EXTERNAL_LINKS } from './externalLinks';

export const NEW_TAB_TEXT = 'This link opens in a new tab.';
export const LOG_OFF_ADVICE = 'Please log-off from Online Banking';

type ExternalLink = (typeof EXTERNAL_LINKS)[number];

/** Footer links ask first: they leave Online Banking for a new tab. */
export function Footer() {
  const [leaving, setLeaving] = useState<ExternalLink | undefined>();
  const loggedIn = useAppSelector(selectSessionStatus) === 'authenticated';
  return (
    <Bar>
      <Row>
        <ul>
          {EXTERNAL_LINKS.map((link) => (
            <li key={link.label}>
              <Button type="button" $variant="link" onClick={() => setLeaving(link)}>
                {link.label}
              </Button>
            </li>
          ))}
        </ul>
        <p>Version {APP_VERSION}</p>
      </Row>
      {leaving && (
        <ConfirmModal
          title={leaving.label}
          confirmLabel="Proceed"
          onCancel={() => setLeaving(undefined)}
          onConfirm={() => {
            window.open(leaving.href, '_blank', 'noopener,noreferrer');
            setLeaving(undefined);
          }}
        >
          <p>{NEW_TAB_TEXT}</p>
          {loggedIn && <p>{LOG_OFF_ADVICE}</p>}
        </ConfirmModal>
      )}
    </Bar>
  );
}

/** Full width; its row lines up with the page's column (the frame). */
const Bar = styled.footer`
  ${hiddenInPrint}
  padding-block: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  ${frameColumn}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
