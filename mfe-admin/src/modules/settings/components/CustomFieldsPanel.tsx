import toast from 'react-hot-toast';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledTableScroller } from '../../../ui/Table';
import { useFetchGhlCustomFields } from '../hooks/useFetchGhlCustomFields';

const StyledScroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
`;

export type CustomFieldsPanelProps = {
  apiKey: string;
  locationId: string;
};

/** Fetch Custom Fields: the location's custom fields, to check the keys the sync writes. */
export function CustomFieldsPanel({ apiKey, locationId }: CustomFieldsPanelProps) {
  const fetchFields = useFetchGhlCustomFields();

  const handleFetch = () => {
    if (!apiKey.trim()) {
      toast.error('API Key is required');
      return;
    }
    fetchFields.mutate({ apiKey: apiKey.trim(), locationId: locationId.trim() || null });
  };

  return (
    <StyledCard aria-labelledby="custom-fields-title">
      <h3 id="custom-fields-title">Custom fields</h3>
      <p>The deal fields are written to GHL custom fields such as opportunity.property_address.</p>
      <StyledButtonRow>
        <StyledButton type="button" $variant="secondary" onClick={handleFetch} disabled={fetchFields.isPending}>
          {fetchFields.isPending ? 'Fetching…' : 'Fetch Custom Fields'}
        </StyledButton>
      </StyledButtonRow>
      {fetchFields.data ? (
        <StyledScroll>
          <StyledTableScroller>
            <table aria-label="Custom fields">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Type</th>
                  <th scope="col">Model</th>
                </tr>
              </thead>
              <tbody>
                {fetchFields.data.fields.map((field) => (
                  <tr key={field.id}>
                    <td>{field.name}</td>
                    <td>
                      <code>{field.fieldKey}</code>
                    </td>
                    <td>{field.dataType}</td>
                    <td>{field.model ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StyledTableScroller>
        </StyledScroll>
      ) : null}
    </StyledCard>
  );
}
