import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { describe, expect, it } from 'vitest';
import { buildStatusChartOption } from '../utils/buildStatusChartOption';
import { dealStatusEntries } from '../utils/dealStatusEntries';
import { oneDriveReturnMessage } from '../utils/oneDriveReturnMessage';
import { parseOneDriveReturn } from '../utils/parseOneDriveReturn';

describe('overview rules', () => {
  it('orders statuses as docs/product.md#deal-statuses lists them, others after, and drops empty ones', () => {
    expect(dealStatusEntries({ Closed: 1, Zeta: 2, Open: 3, 'LOE Sent': 0, Alpha: 1, 'Under Review': 2 })).toEqual([
      { status: 'Open', count: 3 },
      { status: 'Under Review', count: 2 },
      { status: 'Closed', count: 1 },
      { status: 'Alpha', count: 1 },
      { status: 'Zeta', count: 2 },
    ]);
  });

  it('draws the chart in the current theme', () => {
    const entries = [{ status: 'Open', count: 2 }];
    const light = buildStatusChartOption(entries, lightTheme);
    const dark = buildStatusChartOption(entries, darkTheme);
    expect(light.series[0]!.data[0]!.itemStyle.color).toBe(lightTheme.colors.status.open);
    expect(dark.series[0]!.data[0]!.itemStyle.color).toBe(darkTheme.colors.status.open);
    expect(dark.series[0]!.itemStyle.borderColor).toBe(darkTheme.colors.surface);
    expect(light.series[0]!.itemStyle.borderColor).toBe(lightTheme.colors.surface);
    expect(light.animation).toBe(true);
    expect(buildStatusChartOption(entries, lightTheme, true).animation).toBe(false);
  });

  it('reads the OneDrive return and words its toast', () => {
    const success = parseOneDriveReturn(new URLSearchParams('onedrive=success&email=a%40b.c'));
    expect(success).toEqual({ kind: 'success', email: 'a@b.c' });
    expect(oneDriveReturnMessage(success!)).toBe('OneDrive connected successfully! Connected as: a@b.c');
    expect(oneDriveReturnMessage(parseOneDriveReturn(new URLSearchParams('onedrive=success&email='))!)).toBe(
      'OneDrive connected successfully! Connected as: Unknown user',
    );
    expect(oneDriveReturnMessage(parseOneDriveReturn(new URLSearchParams('onedrive=error&message=nope'))!)).toBe(
      'OneDrive connection failed: nope',
    );
    expect(parseOneDriveReturn(new URLSearchParams('tab=users'))).toBeNull();
  });
});
