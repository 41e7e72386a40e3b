import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { currentLanguage } from '../../../../i18n/i18n';
import type { ChartPoint, ChartSeries } from './bid-chart.rules';
import { FALLBACK_COLOUR } from './vendor-palette';

export interface BidChartProps {
  series: readonly ChartSeries[];
  domain: [number, number];
  colours: Map<string, string>;
  currency: string;
  estimatedTotal: string | null;
}

const DISQUALIFIED_COLOUR = '#9e9e9e';


/** Price over time per vendor (Recharts, loaded only with this page): a stepped line per vendor, disqualified offers as grey crosses. */
export default function BidChart({ series, domain, colours, currency, estimatedTotal }: BidChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = new Intl.NumberFormat(currentLanguage() === 'id' ? 'id-ID' : 'en-US', { notation: 'compact', maximumFractionDigits: 2 });

  const tooltip = ({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) => {
    const entry = active ? payload[0] : undefined;
    const point = entry?.payload as ChartPoint | undefined;
    if (!entry || !point) return null;
    return (
      <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
        <Typography variant="body2" fontWeight={700}>
          {String(entry.name ?? '')}
        </Typography>
        <Typography variant="body2">{formatMoney(point.amount, currency)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatTime(point.at)}
        </Typography>
      </Paper>
    );
  };

  return (
    <Box sx={{ width: '100%', minWidth: 0, height: 320, overflow: 'hidden' }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis
            type="number"
            dataKey="at"
            domain={domain}
            allowDataOverflow
            tickFormatter={(value: number) => formatTime(value)}
            tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
            minTickGap={24}
          />
          <YAxis
            type="number"
            dataKey="price"
            domain={['auto', 'auto']}
            tickFormatter={(value: number) => compact.format(value)}
            tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
            width={64}
          />
          <Tooltip content={tooltip} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {estimatedTotal !== null && (
            <ReferenceLine
              y={Number(estimatedTotal)}
              stroke={theme.palette.error.main}
              strokeDasharray="6 4"
              label={{ value: t('Estimated Total'), position: 'insideTopRight', fill: theme.palette.error.main, fontSize: 12 }}
              ifOverflow="extendDomain"
            />
          )}
          {series.map((s) => (
            <Line
              key={s.key}
              data={s.valid}
              dataKey="price"
              name={s.label}
              type="stepAfter"
              stroke={colours.get(s.key) ?? FALLBACK_COLOUR}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
          {series
            .filter((s) => s.disqualified.length > 0)
            .map((s) => (
              <Scatter
                key={`${s.key}-disqualified`}
                data={s.disqualified}
                dataKey="price"
                name={`${s.label} (${t('Disqualified')})`}
                fill={DISQUALIFIED_COLOUR}
                shape="cross"
                legendType="cross"
                isAnimationActive={false}
              />
            ))}
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
