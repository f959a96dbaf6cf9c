import { PASS_REASON_LABELS, RATE_INDEX_LABELS, ROOM_NOT_FOUND, type DealRoomAnswer } from '@portal/contracts';
import styled from 'styled-components';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { Logo } from '../../../ui/Logo';
import { usePublicConfig } from '../../config/hooks/usePublicConfig';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { useDealRoom, useReplaceDealRoom } from '../hooks/useDealRoom';
import { roomFigures } from '../utils/roomFigures';
import { AnswerForm } from './AnswerForm';
import { RoomDocuments } from './RoomDocuments';

const StyledPage = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledBrand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const StyledMain = styled.main`
  width: min(960px, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const StyledNarrative = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function answerText(answer: DealRoomAnswer): string {
  if (answer.answer === 'interested') return 'You told us you are interested.';
  if (answer.answer === 'pass') {
    const reason = answer.passReason ? PASS_REASON_LABELS[answer.passReason] : 'no reason given';
    return `You passed (${reason}).`;
  }
  const quote = answer.quote;
  if (!quote) return 'You sent a quote.';
  const rate =
    quote.rateType === 'fixed'
      ? `${quote.ratePercent}% fixed`
      : `${quote.index ? RATE_INDEX_LABELS[quote.index] : 'Index'} + ${quote.spreadBps} bps`;
  return `You quoted $${quote.amount.toLocaleString('en-US')} at ${rate} for ${quote.termMonths} months.`;
}

function InvalidLink({ productName }: { productName: string }) {
  return (
    <StyledCard aria-labelledby="room-invalid">
      <StyledTitle id="room-invalid">{ROOM_NOT_FOUND}</StyledTitle>
      <StyledMuted>
        Ask the {productName} team that sent it for a new link. Links stop working when they expire or are withdrawn.
      </StyledMuted>
    </StyledCard>
  );
}

/** The page a lender reaches from a deal-room link: the anonymised deal, its documents, an answer. */
export function DealRoomScreen({ token }: { token: string }) {
  const room = useDealRoom(token);
  const replaceRoom = useReplaceDealRoom(token);
  const config = usePublicConfig();
  const productName = config.data?.productName ?? 'Deal';

  let content;
  if (room.isPending) content = <Spinner label="Opening the deal room…" />;
  else if (room.isError) {
    const invalid = room.error instanceof ApiRequestError && room.error.status === 404;
    content = invalid ? (
      <InvalidLink productName={productName} />
    ) : (
      <StyledCard role="alert" aria-labelledby="room-error">
        <StyledTitle id="room-error">The deal room could not be opened</StyledTitle>
        <StyledMuted>
          {room.error instanceof ApiRequestError && room.error.status === 429
            ? 'Too many requests from this link. Please wait a minute and try again.'
            : 'Please try again in a moment.'}
        </StyledMuted>
        <div>
          <StyledButton type="button" onClick={() => void room.refetch()} disabled={room.isFetching}>
            Try again
          </StyledButton>
        </div>
      </StyledCard>
    );
  } else {
    const data = room.data;
    content = (
      <>
        <div>
          <StyledTitle>Deal {data.dealId}</StyledTitle>
          <StyledMuted>
            Shared with {data.lenderName} · this link works until {formatDate(data.expiresAt)}
          </StyledMuted>
        </div>
        <StyledCard aria-labelledby="room-facts">
          <h2 id="room-facts">The deal</h2>
          <StyledFacts>
            {roomFigures(data).map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </StyledFacts>
          {data.narrative && (
            <>
              <h2>About the deal</h2>
              <StyledNarrative>{data.narrative}</StyledNarrative>
            </>
          )}
        </StyledCard>
        <StyledCard aria-labelledby="room-documents">
          <h2 id="room-documents">Documents</h2>
          <RoomDocuments token={token} documents={data.documents} />
        </StyledCard>
        <StyledCard aria-labelledby="room-answer">
          <h2 id="room-answer">Your answer</h2>
          {data.answer && <StyledMuted role="status">{answerText(data.answer)}</StyledMuted>}
          <AnswerForm token={token} onAnswered={replaceRoom} />
        </StyledCard>
      </>
    );
  }

  return (
    <StyledPage>
      <StyledHeader>
        <StyledBrand>
          <Logo alt="" size={32} />
          {productName}
        </StyledBrand>
        <ThemeToggle />
      </StyledHeader>
      <StyledMain>{content}</StyledMain>
    </StyledPage>
  );
}
