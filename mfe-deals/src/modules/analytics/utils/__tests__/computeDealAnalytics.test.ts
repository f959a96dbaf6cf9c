import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { describe, expect, it } from 'vitest';
import { makeDeal, NOW } from '../../../../../test/fixtures';
import { buildChartOption } from '../buildChartOption';
import { computeDealAnalytics } from '../computeDealAnalytics';

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();

describe('dashboard figures', () => {
  it('totals the loan volume (unparseable as 0), counts deals and active deals and averages', () => {
    const analytics = computeDealAnalytics(
      [
        makeDeal({ id: 'a', loanAmount: 1_500_000, status: 'Open' }),
        makeDeal({ id: 'b', loanAmount: null, loanRequest: '500K', status: 'Closed' }),
        makeDeal({ id: 'c', loanAmount: null, loanRequest: 'ask me', status: 'In Underwriting' }),
      ],
      NOW,
    );
    expect(analytics.totalLoanVolume).toBe(2_000_000);
    expect(analytics.totalDeals).toBe(3);
    expect(analytics.activeDeals).toBe(2);
    expect(analytics.averageLoanAmount).toBeCloseTo(666_666.67, 1);
  });

  it('has zero figures without deals', () => {
    const analytics = computeDealAnalytics([], NOW);
    expect(analytics).toMatchObject({ totalLoanVolume: 0, totalDeals: 0, activeDeals: 0, averageLoanAmount: 0 });
    expect(analytics.recentActivity).toEqual([]);
  });

  it("counts deals by stage in the dashboard's stage order, 'No Stage' for none, unknown stages after", () => {
    const analytics = computeDealAnalytics(
      [
        makeDeal({ id: 'a', stage: 'Underwriting Stage' }),
        makeDeal({ id: 'b', stage: 'Initial Qualification Stage' }),
        makeDeal({ id: 'c', stage: null }),
        makeDeal({ id: 'd', stage: 'Custom' }),
        makeDeal({ id: 'e', stage: 'Qualification' }),
      ],
      NOW,
    );
    expect(analytics.dealsByStage).toEqual([
      { name: 'Qualification', value: 2 },
      { name: 'Underwriting', value: 1 },
      { name: 'No Stage', value: 1 },
      { name: 'Custom', value: 1 },
    ]);
  });

  it("labels missing property and deal types 'Unknown', using the application twins first", () => {
    const analytics = computeDealAnalytics(
      [
        makeDeal({ id: 'a', propertyType: 'Office', dealType: 'Refinance' }),
        makeDeal({ id: 'b', propertyType: null, applicationPropertyType: 'Retail', dealType: null }),
        makeDeal({ id: 'c', propertyType: null, dealType: null }),
      ],
      NOW,
    );
    expect(analytics.propertyTypes).toEqual([
      { name: 'Office', value: 1 },
      { name: 'Retail', value: 1 },
      { name: 'Unknown', value: 1 },
    ]);
    expect(analytics.dealTypes).toEqual([
      { name: 'Unknown', value: 2 },
      { name: 'Refinance', value: 1 },
    ]);
  });

  it('lists up to 5 deals created in the last 30 days, newest first', () => {
    const deals = [
      makeDeal({ id: 'old', createdAt: daysAgo(31) }),
      ...[1, 2, 3, 4, 5, 6].map((days) => makeDeal({ id: `d${days}`, createdAt: daysAgo(days) })),
      makeDeal({ id: 'edge', createdAt: daysAgo(29.9) }),
      makeDeal({ id: 'bad', createdAt: 'not a date' }),
    ];
    const { recentActivity } = computeDealAnalytics(deals, NOW);
    expect(recentActivity.map((item) => item.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
  });

  it("gives each recent item its name ('Unnamed Deal' when none), stage and amount", () => {
    const [item] = computeDealAnalytics(
      [
        makeDeal({
          id: 'a',
          propertyName: null,
          opportunityName: null,
          contactName: null,
          stage: null,
          loanAmount: null,
          loanRequest: 'n/a',
          createdAt: daysAgo(2),
        }),
      ],
      NOW,
    ).recentActivity;
    expect(item).toMatchObject({ name: 'Unnamed Deal', stage: 'Qualification', amount: 0 });
  });
});

describe('chart options follow the theme', () => {
  const data = [
    { name: 'Qualification', value: 2 },
    { name: 'Underwriting', value: 1 },
  ];

  it('draws stages as bars in the theme colours and text colours', () => {
    const option = buildChartOption('bar', data, darkTheme) as {
      color: string[];
      xAxis: { data: string[]; axisLabel: { color: string } };
      series: { type: string; data: { value: number; itemStyle: { color: string } }[] }[];
    };
    expect(option.color).toEqual(darkTheme.colors.chart);
    expect(option.xAxis.data).toEqual(['Qualification', 'Underwriting']);
    expect(option.xAxis.axisLabel.color).toBe(darkTheme.colors.textMuted);
    expect(option.series[0]?.type).toBe('bar');
    expect(option.series[0]?.data.map((datum) => datum.value)).toEqual([2, 1]);
    expect(option.series[0]?.data[1]?.itemStyle.color).toBe(darkTheme.colors.chart[1]);
  });

  it('draws type shares as a doughnut whose borders match the card surface', () => {
    const light = buildChartOption('pie', data, lightTheme) as {
      series: { type: string; data: unknown[]; itemStyle: { borderColor: string } }[];
    };
    const dark = buildChartOption('pie', data, darkTheme) as typeof light;
    expect(light.series[0]?.type).toBe('pie');
    expect(light.series[0]?.data).toEqual(data);
    expect(light.series[0]?.itemStyle.borderColor).toBe(lightTheme.colors.surface);
    expect(dark.series[0]?.itemStyle.borderColor).toBe(darkTheme.colors.surface);
  });
});
