import styled from 'styled-components';
import { RELEASE_VERSION } from '../utils/releaseVersion';

const StyledReleaseVersion = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

/** The release the portal runs, small under the menu: what a member quotes when reporting a problem. */
export function ReleaseVersion() {
  return <StyledReleaseVersion>Version {RELEASE_VERSION}</StyledReleaseVersion>;
}
