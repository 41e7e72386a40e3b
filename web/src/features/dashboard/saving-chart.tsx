import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { currentLanguage } from '../../i18n/i18n';
import { compactAmount, type SavingChartRow } from './dashboard.rules';

export interface SavingChartProps {
  rows: readonly SavingChartRow[];
  height: number;
}

/** Estimated Budget and Final Price per month (Recharts, loaded only with the dashboard). */
export default function SavingChart({ rows, height }: SavingChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = currentLanguage();
  // On a phone twelve month names share about 280 px.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const tickFont = narrow ? 10 : 12;
  const budgetName = t('Estimated Budget');
  const finalName = t('Final Price');

  const tooltip = ({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) => {
    const row = active ? (payload[0]?.payload as SavingChartRow | undefined) : undefined;
    if (!row) return null;
    return (
      <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
        <Typography variant="body2" fontWeight={700}>
          {row.month}
        </Typography>
        <Typography variant="body2" sx={{ color: theme.palette.primary.main }}>
          {budgetName}: {row.estimatedBudgetText}
        </Typography>
        <Typography variant="body2" sx={{ color: theme.palette.success.main }}>
          {finalName}: {row.finalPriceText}
        </Typography>
      </Paper>
    );
  };

  return (
    <Box sx={{ width: '100%', minWidth: 0, height, overflow: 'hidden' }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} barGap={2}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="month" tick={{ fontSize: tickFont, fill: theme.palette.text.secondary }} interval={0} tickLine={false} />
          <YAxis
            tickFormatter={(value: number) => compactAmount(value, language)}
            tick={{ fontSize: tickFont, fill: theme.palette.text.secondary }}
            width={narrow ? 40 : 56}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip content={tooltip} cursor={{ fill: theme.palette.action.hover }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="estimatedBudget" name={budgetName} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          <Bar dataKey="finalPrice" name={finalName} fill={theme.palette.success.main} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
