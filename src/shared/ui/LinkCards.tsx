import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { SurfaceCard, CardList } from './SurfaceCard';

export interface LinkCardItem {
  to: string;
  /** The link's accessible name, and the card's heading to the eye. */
  title: string;
  /** One line on what is behind the link, read as the link's description. */
  description?: string;
}

/**
 * A hub's choices (Payments & Transfers, Services) as cards: the whole card is the one link, named by the
 * title alone (so 'Make a Payment' is what a screen reader's link list says) and described by the line
 * under it (aria-describedby). The link's box is stretched over the card, so a tap anywhere on it follows
 * the link and the focus ring goes round the whole card.
 */
export function LinkCards({ items, label }: { items: readonly LinkCardItem[]; label?: string }) {
  return (
    <Cards aria-label={label}>
      {items.map((item) => (
        <LinkCard key={item.to} {...item} />
      ))}
    </Cards>
  );
}

function LinkCard({ to, title, description }: LinkCardItem) {
  const descriptionId = useId();
  return (
    <Card>
      <CardLink to={to} aria-describedby={description ? descriptionId : undefined}>
        {title}
      </CardLink>
      {description && <Description id={descriptionId}>{description}</Description>}
      <Chevron aria-hidden="true" />
    </Card>
  );
}

const Cards = styled(CardList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const Card = styled(SurfaceCard)`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.control};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const CardLink = styled(RouterLink)`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;

  /* The link's box covers the card: the whole card is the target (and at least 44 px tall). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  ${Card}:hover & {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  /* The focus ring goes round the card, not the title. */
  &:focus-visible {
    outline: none;
    box-shadow: none;
    text-decoration: underline;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusInner};
  }
  @media (forced-colors: active) {
    &:focus-visible::after {
      outline-color: Highlight;
    }
  }
`;

const Description = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A drawn chevron: says "go there" without words, so it is hidden from screen readers. */
const Chevron = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  width: 0.6rem;
  height: 0.6rem;
  border-top: 2px solid ${({ theme }) => theme.colors.brand};
  border-right: 2px solid ${({ theme }) => theme.colors.brand};
  transform: rotate(45deg);
`;
