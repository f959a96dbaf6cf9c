import type { DealRoomDocument } from '@portal/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchDealRoomDocument } from '../api/dealRoomApi';
import { saveBlob } from '@portal/web-kit/files/saveBlob';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
  font-weight: 600;
`;

const StyledSize = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
`;

const StyledActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The documents shared with this lender. A preview fetches the file inline (an image is shown
 * here, a PDF opens in the browser's viewer in a new tab); a download saves it. The gateway
 * records each on the deal's timeline.
 */
export function RoomDocuments({ token, documents }: { token: string; documents: DealRoomDocument[] }) {
  const { api } = usePortalServices();
  const [busy, setBusy] = useState<string | null>(null);
  const [image, setImage] = useState<{ url: string; fileName: string } | null>(null);

  if (documents.length === 0) return <StyledEmpty>No documents were shared with this request.</StyledEmpty>;

  const open = async (document: DealRoomDocument, disposition: 'inline' | 'attachment') => {
    setBusy(`${document.id}:${disposition}`);
    try {
      const blob = await fetchDealRoomDocument(api, token, document.id, disposition);
      if (disposition === 'attachment') saveBlob(blob, document.fileName);
      else if (document.mimeType.startsWith('image/'))
        setImage({ url: URL.createObjectURL(blob), fileName: document.fileName });
      else {
        const url = URL.createObjectURL(new Blob([blob], { type: document.mimeType }));
        window.open(url, '_blank', 'noopener');
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (error) {
      toast.error(serverErrorText(error, 'Could not open the document. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const closeImage = () => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
  };

  return (
    <>
      <StyledList>
        {documents.map((document) => (
          <StyledItem key={document.id}>
            <StyledName>
              {document.fileName}
              <StyledSize>{sizeText(document.fileSize)}</StyledSize>
            </StyledName>
            <StyledActions>
              {document.previewable && (
                <StyledButton
                  type="button"
                  $variant="secondary"
                  $compact
                  disabled={busy !== null}
                  aria-label={`Preview ${document.fileName}`}
                  onClick={() => void open(document, 'inline')}
                >
                  {busy === `${document.id}:inline` ? 'Opening…' : 'Preview'}
                </StyledButton>
              )}
              <StyledButton
                type="button"
                $variant="secondary"
                $compact
                disabled={busy !== null}
                aria-label={`Download ${document.fileName}`}
                onClick={() => void open(document, 'attachment')}
              >
                {busy === `${document.id}:attachment` ? 'Downloading…' : 'Download'}
              </StyledButton>
            </StyledActions>
          </StyledItem>
        ))}
      </StyledList>
      {image && (
        <Modal title={image.fileName} onClose={closeImage}>
          <StyledImage src={image.url} alt={image.fileName} />
        </Modal>
      )}
    </>
  );
}
