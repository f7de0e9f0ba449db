import { useId } from 'react';
import styled from 'styled-components';
import type { RuleResult } from '../rules';

export interface RuleChecklistProps {
  title: string;
  rules: RuleResult[];
}

/**
 * The live list of rules under a new password or PIN. Not a live region: announcing every
 * keystroke would drown a screen reader; each item says "met" or "not met" when read.
 */
export function RuleChecklist({ title, rules }: RuleChecklistProps) {
  const titleId = useId();
  return (
    <Wrapper>
      <Title id={titleId}>{title}</Title>
      {/* role="list" because list-style: none makes Safari drop the list semantics. */}
      <List role="list" aria-labelledby={titleId}>
        {rules.map((rule) => (
          <Item key={rule.id} $met={rule.met}>
            <Mark aria-hidden="true">{rule.met ? '✓' : '○'}</Mark>
            <span>
              {rule.label}
              <span className="visually-hidden">{rule.met ? ', met' : ', not met'}</span>
            </span>
          </Item>
        ))}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.text)};
`;

const Mark = styled.span`
  flex: 0 0 1.25em;
  font-weight: 700;
  text-align: center;
`;
