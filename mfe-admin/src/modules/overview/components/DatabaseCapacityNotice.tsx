import { StyledMessage } from '../../../ui/Message';
import { useDatabaseCapacity } from '../hooks/useDatabaseCapacity';

const count = new Intl.NumberFormat('en-US');

/**
 * Said only when it matters: the embedded database nears the deals it was measured to carry
 * (from 80 %). Nothing is shown on MongoDB, below the mark, or when the figure cannot be read
 * (the overview's other cards report a failing gateway).
 */
export function DatabaseCapacityNotice() {
  const capacity = useDatabaseCapacity();
  const data = capacity.data;
  if (!data?.nearLimit || data.dealLimit === null) return null;
  const full = data.deals >= data.dealLimit;
  return (
    <StyledMessage $tone="info" role="status" aria-labelledby="database-capacity-title">
      <strong id="database-capacity-title">
        {full ? 'The book has outgrown the embedded database' : 'The book is nearing the embedded database’s limit'}
      </strong>
      <p>
        {count.format(data.deals)} deals are stored; the embedded database was measured to carry{' '}
        {count.format(data.dealLimit)}. Beyond that, lists and new deals slow down for everyone. Move the book to
        MongoDB (set <code>MONGODB_URI</code>; the README’s “How many deals the embedded database holds” says how).
      </p>
    </StyledMessage>
  );
}
