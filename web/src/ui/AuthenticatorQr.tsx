import styled from 'styled-components';

/** The secret in groups of four, as people copy it into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The QR code an authenticator app scans, on white whatever the theme (scanners want dark on light), with the key
 * written out for apps or people that cannot scan.
 */
export function AuthenticatorQr({ qrCodeDataUrl, secret }: { qrCodeDataUrl: string; secret: string }) {
  return (
    <StyledFigure>
      <StyledQr>
        <img src={qrCodeDataUrl} alt="QR code to scan with your authenticator app" width={176} height={176} />
      </StyledQr>
      <figcaption>
        Can’t scan it? Enter this key in the app instead:
        <StyledKey>{groupedSecret(secret)}</StyledKey>
      </figcaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.25rem;
  margin: 0;

  figcaption {
    flex: 1 1 12rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledQr = styled.div`
  flex: none;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
  line-height: 0;
`;

const StyledKey = styled.code`
  display: block;
  margin-top: 0.375rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  letter-spacing: 0.04em;
  word-break: break-word;
`;
