import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

// Deal-flavoured glyphs: digits, money suffixes and a few symbols.
const GLYPHS = '0123456789$KMB%+=#<>0110$$';
const FONT_SIZE = 16;
const FRAME_MS = 55;

const StyledCanvas = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  display: block;
  pointer-events: none;
`;

function randomGlyph(): string {
  return GLYPHS.charAt(Math.floor(Math.random() * GLYPHS.length));
}

/**
 * The login screen's falling-character background. Under prefers-reduced-motion it draws one
 * still frame and never animates.
 */
export function FallingCharactersCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useTheme();

  useEffect(
    function drawFallingCharacters() {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;

      const background = theme.colors.background;
      const glyphColor = theme.colors.primary;
      const ratio = window.devicePixelRatio || 1;
      let drops: number[] = [];
      let frameId = 0;
      let lastFrame = 0;

      const resize = () => {
        canvas.width = Math.floor(window.innerWidth * ratio);
        canvas.height = Math.floor(window.innerHeight * ratio);
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        const columns = Math.ceil(window.innerWidth / FONT_SIZE);
        drops = Array.from({ length: columns }, () => Math.floor((Math.random() * window.innerHeight) / FONT_SIZE));
        context.fillStyle = background;
        context.fillRect(0, 0, window.innerWidth, window.innerHeight);
      };

      const drawFrame = (fade: number) => {
        context.globalAlpha = fade;
        context.fillStyle = background;
        context.fillRect(0, 0, window.innerWidth, window.innerHeight);
        context.globalAlpha = 1;
        context.font = `${FONT_SIZE}px ${theme.fonts.mono}`;
        context.fillStyle = glyphColor;
        drops.forEach((row, column) => {
          context.globalAlpha = 0.35 + Math.random() * 0.5;
          context.fillText(randomGlyph(), column * FONT_SIZE, row * FONT_SIZE);
          const next = row * FONT_SIZE > window.innerHeight && Math.random() > 0.975 ? 0 : row + 1;
          drops[column] = next;
        });
        context.globalAlpha = 1;
      };

      const drawStill = () => {
        resize();
        // A calm, static scatter of trails: the same picture without movement.
        for (let step = 0; step < 24; step += 1) drawFrame(0.12);
      };

      const animate = (time: number) => {
        if (time - lastFrame >= FRAME_MS) {
          lastFrame = time;
          drawFrame(0.08);
        }
        frameId = window.requestAnimationFrame(animate);
      };

      if (reducedMotion) {
        drawStill();
        window.addEventListener('resize', drawStill);
        return () => window.removeEventListener('resize', drawStill);
      }
      resize();
      frameId = window.requestAnimationFrame(animate);
      window.addEventListener('resize', resize);
      return () => {
        window.cancelAnimationFrame(frameId);
        window.removeEventListener('resize', resize);
      };
    },
    [reducedMotion, theme],
  );

  return <StyledCanvas ref={canvasRef} aria-hidden="true" data-motion={reducedMotion ? 'still' : 'animated'} />;
}
