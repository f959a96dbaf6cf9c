import { useTheme } from 'styled-components';
import type { FileKind } from '../utils/fileKind';

const LABELS: Record<FileKind, { text: string; name: string }> = {
  pdf: { text: 'PDF', name: 'PDF document' },
  word: { text: 'DOC', name: 'Word document' },
  excel: { text: 'XLS', name: 'Excel spreadsheet' },
  image: { text: 'IMG', name: 'Image' },
  archive: { text: 'ZIP', name: 'ZIP archive' },
  file: { text: 'FILE', name: 'File' },
};

export type FileTypeIconProps = { kind: FileKind };

/** A page with a folded corner and a coloured band naming the file type. */
export function FileTypeIcon({ kind }: FileTypeIconProps) {
  const { colors } = useTheme();
  const band: Record<FileKind, string> = {
    pdf: colors.danger,
    word: colors.info,
    excel: colors.success,
    image: colors.accent,
    archive: colors.warning,
    file: colors.status.neutral,
  };
  const { text, name } = LABELS[kind];
  return (
    <svg width="32" height="40" viewBox="0 0 32 40" role="img" aria-label={name} data-kind={kind}>
      <path d="M2 2h20l8 8v28H2z" fill={colors.surfaceRaised} stroke={colors.border} strokeWidth="1.5" />
      <path d="M22 2v8h8" fill="none" stroke={colors.border} strokeWidth="1.5" />
      <rect x="0" y="22" width="28" height="11" rx="2" fill={band[kind]} />
      <text
        x="14"
        y="30.5"
        textAnchor="middle"
        fontSize="7.5"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={colors.surface}
      >
        {text}
      </text>
    </svg>
  );
}
