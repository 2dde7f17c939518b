import styled from 'styled-components';

/** A message list's empty line (no conversations, nothing sent): a bold title over a muted sentence, centred. */
export const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A list row's text column beside its avatar: a top line (name and time) over the lines below it. */
export const StyledText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

/** A row's badges (role, unread, channel) under its text. */
export const StyledTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin-top: 0.25rem;
`;
