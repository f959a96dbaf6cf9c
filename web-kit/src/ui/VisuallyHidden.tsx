import styled, { css } from 'styled-components';

/** Read by screen readers, not shown: for styled components that hide part of themselves. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only. */
export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
