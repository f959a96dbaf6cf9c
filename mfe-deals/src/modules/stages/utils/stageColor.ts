import type { PortalTheme } from '@portal/web-kit/theme';
import { PIPELINE_STAGES } from './pipelineStages';

/**
 * A stage's colour: each pipeline stage takes a chart colour of the theme; unknown stages and
 * 'No Stage' are grey (docs/product.md#pipeline-stages).
 */
export function stageColor(stage: string, theme: PortalTheme): string {
  const index = (PIPELINE_STAGES as readonly string[]).indexOf(stage);
  if (index < 0) return theme.colors.status.neutral;
  return theme.colors.chart[index % theme.colors.chart.length] ?? theme.colors.status.neutral;
}
