import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../ui/date-field';
import type { SearchHitFieldsFragment } from '../../generated/graphql';
import type { SearchGroup } from './use-search';
import { optionId } from './search-targets';

export const LISTBOX_ID = 'search-results';

/** The hit's key fields in one line: what the record is, besides the field that matched. */
function useKeyFields(hit: SearchHitFieldsFragment): { title: string; details: string } {
  const { t } = useTranslation('search');
  const o = hit.salesOrder;
  const p = hit.purchaseOrder;
  const party = hit.customer ?? hit.supplier;
  if (o)
    return {
      title: t('kind.SALES_ORDER', { id: o.id }),
      details: [o.customer?.name, o.customerReference, formatDate(o.loadingDate)].filter(Boolean).join(' · '),
    };
  if (p)
    return { title: t('kind.PURCHASE_ORDER', { number: p.invoiceNumber }), details: [p.supplier.name, formatDate(p.invoiceDate)].filter(Boolean).join(' · ') };
  if (hit.product) return { title: t('kind.PRODUCT', { code: hit.product.code }), details: hit.product.name };
  if (party) return { title: t(`kind.${hit.kind}`, { code: party.code }), details: party.name };
  return { title: hit.id, details: '' };
}

const Hit = memo(function Hit({ hit, active, onPick }: { hit: SearchHitFieldsFragment; active: boolean; onPick: (hit: SearchHitFieldsFragment) => void }) {
  const { t } = useTranslation('search');
  const { title, details } = useKeyFields(hit);
  const drill = hit.kind === 'CUSTOMER' || hit.kind === 'SUPPLIER';
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <Box
      ref={ref}
      component="li"
      role="option"
      id={optionId(hit)}
      aria-selected={active}
      // the input keeps focus: a click picks without taking it
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(hit)}
      sx={{
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {title}
        {details && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {details}
          </Typography>
        )}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {t('matched', { field: t(`fields.${hit.field}`), value: hit.value })}
        {drill && active ? ` — ${t(`drillIn.${hit.kind}`)}` : ''}
      </Typography>
    </Box>
  );
});

/** The listbox: a group per kind, its heading naming the kind, its options the hits. */
export function SearchResults({
  groups,
  active,
  onPick,
}: {
  groups: readonly SearchGroup[];
  active: string | undefined;
  onPick: (hit: SearchHitFieldsFragment) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Box component="ul" role="listbox" id={LISTBOX_ID} aria-label={t('results')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {groups.map((group) => (
        <Box component="li" role="presentation" key={group.kind}>
          <Box component="ul" role="group" aria-labelledby={`search-group-${group.kind}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <Typography
              component="li"
              role="presentation"
              id={`search-group-${group.kind}`}
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {t(`kinds.${group.kind}`)}
              {group.totalCount > group.hits.length ? ` (${t('more', { count: group.totalCount - group.hits.length })})` : ''}
            </Typography>
            {group.hits.map((hit) => (
              <Hit key={optionId(hit)} hit={hit} active={optionId(hit) === active} onPick={onPick} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
