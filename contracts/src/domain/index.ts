export { parseLoanAmount } from './loanAmount';
export { formatDashboardMoney, formatCompactMoney } from './money';
