import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { CopyIcon } from './Icon';

/**
 * Recovery codes shown the one time they exist in the clear: a list to write down, copy or save as a text file.
 * `fileName` names the download.
 */
export function RecoveryCodes({ codes, fileName }: { codes: readonly string[]; fileName: string }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div>
      <StyledList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </StyledList>
      <StyledActions>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void copy()}>
          <CopyIcon /> {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <StyledDownload href={href} download={fileName}>
          Download as a text file
        </StyledDownload>
        <span role="status" aria-live="polite">
          {copied ? 'The codes are on your clipboard.' : ''}
        </span>
      </StyledActions>
    </div>
  );
}

const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0.875rem 1rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  code {
    font-size: 1rem;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 0.75rem;
  font-size: 0.9375rem;
`;

const StyledDownload = styled.a`
  font-weight: 600;
`;
