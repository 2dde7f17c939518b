import styled from 'styled-components';

/** Up to two initials from a name: "Ada Lovelace" → "AL", "cher" → "C". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('') || '?';
}

/** The user's picture, or their initials. Decorative: the name is always shown or labelled beside it. */
export function Avatar({ name, imageUrl, size = 36 }: { name: string; imageUrl?: string | null; size?: number }) {
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" width={size} height={size} /> : initialsOf(name)}
    </StyledAvatar>
  );
}

const StyledAvatar = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
