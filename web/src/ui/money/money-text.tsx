import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatMoney } from './money';

export interface MoneyTextProps {
  value: string | number | null | undefined;
  /** Shows negative amounts in the error colour. */
  colorNegative?: boolean;
  sx?: SxProps<Theme>;
}

/** An amount in euro, `€ 1.234,56`, with aligned digits; nothing for null. */
export function MoneyText({ value, colorNegative = false, sx }: MoneyTextProps) {
  const text = formatMoney(value);
  const negative = text.startsWith('€ -');
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        ...(colorNegative && negative ? { color: 'error.main' } : {}),
        ...sx,
      }}
    >
      {text}
    </Box>
  );
}
