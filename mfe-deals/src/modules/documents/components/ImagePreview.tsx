import type { DealDocument } from '@portal/contracts';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchPreviewImage } from '../api/fetchPreviewImage';

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

const StyledState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A JPG or PNG, fetched with the bearer header and shown from a local object URL (freed on close). */
export function ImagePreview({ document }: { document: DealDocument }) {
  const { api } = useDealsServices();
  const [source, setSource] = useState<{ url: string } | { error: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    fetchPreviewImage(api, document.id).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSource({ url });
      },
      (error: unknown) => {
        if (!cancelled) setSource({ error: serverErrorText(error, 'Could not show the preview. Please try again.') });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, document.id]);

  if (!source) return <StyledState role="status">Loading preview...</StyledState>;
  if ('error' in source) return <StyledState role="alert">{source.error}</StyledState>;
  return <StyledImage src={source.url} alt={document.originalName} />;
}
