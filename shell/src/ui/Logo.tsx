import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import defaultLogoUrl from '../assets/logo.svg';
import lightLogoUrl from '../assets/logo-light.svg';

const StyledLogo = styled.img<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

export type LogoProps = {
  alt: string;
  size?: number;
};

/** The portal's logo: the light-theme variant in light theme, falling back to the default. */
export function Logo({ alt, size = 40 }: LogoProps) {
  const { mode } = useTheme();
  const [lightVariantFailed, setLightVariantFailed] = useState(false);
  const useLightVariant = mode === 'light' && !lightVariantFailed;
  return (
    <StyledLogo
      src={useLightVariant ? lightLogoUrl : defaultLogoUrl}
      alt={alt}
      $size={size}
      data-variant={useLightVariant ? 'light' : 'default'}
      onError={useLightVariant ? () => setLightVariantFailed(true) : undefined}
    />
  );
}
