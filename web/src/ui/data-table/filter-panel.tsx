import { useCallback, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ConditionRow } from './filter-condition';
import { columnType, operatorsFor } from './query';
import type { DataTableColumn, FilterCondition, FilterModel } from './types';

let conditionCounter = 0;
export function newCondition<R>(column: DataTableColumn<R>): FilterCondition {
  conditionCounter += 1;
  return { id: `c${Date.now().toString(36)}${conditionCounter}`, field: column.field, operator: operatorsFor(columnType(column))[0] };
}

export interface FilterPanelProps<R> {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** The filterable columns. */
  columns: DataTableColumn<R>[];
  filters: FilterModel;
  onChange: (filters: FilterModel) => void;
  /** The condition whose value input gets the focus (e.g. after 'Filter by this field'). */
  focusConditionId?: string | null;
}

/** Several conditions (column, operator, value) joined by And/Or; changes apply at once. */
export function FilterPanel<R>({ anchorEl, open, onClose, columns, filters, onChange, focusConditionId }: FilterPanelProps<R>) {
  const { t } = useTranslation('ui');
  const byField = new Map(columns.map((c) => [c.field, c]));
  const joinLabelId = useId();
  const addButton = useRef<HTMLButtonElement | null>(null);

  const update = (id: string, patch: Partial<FilterCondition>) =>
    onChange({ ...filters, conditions: filters.conditions.map((c) => (c.id === id ? { ...c, ...patch } : c)) });

  const changeField = (condition: FilterCondition, field: string) => {
    const column = byField.get(field);
    if (!column) return;
    const previous = byField.get(condition.field);
    const sameType = previous && columnType(previous) === columnType(column);
    const operators = operatorsFor(columnType(column));
    // Another kind of column starts from its own default operator (text: Contains).
    update(condition.id, sameType ? { field } : { field, operator: operators[0], value: undefined, valueTo: undefined });
  };

  const remove = (id: string) => {
    onChange({ ...filters, conditions: filters.conditions.filter((c) => c.id !== id) });
    addButton.current?.focus(); // the focused remove button disappears with its row
  };
  const add = () => columns[0] && onChange({ ...filters, conditions: [...filters.conditions, newCondition(columns[0])] });

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(800px, calc(100vw - 16px))' } } }}
    >
      <Box role="dialog" aria-label={t('table.filterTitle')} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {t('table.filterTitle')}
          </Typography>
          {filters.conditions.length > 1 && (
            <>
              <Typography variant="body2" color="text.secondary" id={joinLabelId}>
                {t('table.join.label')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={filters.join}
                aria-labelledby={joinLabelId}
                onChange={(_e, join: 'and' | 'or' | null) => join && onChange({ ...filters, join })}
              >
                <ToggleButton value="and">{t('table.join.and')}</ToggleButton>
                <ToggleButton value="or">{t('table.join.or')}</ToggleButton>
              </ToggleButtonGroup>
            </>
          )}
        </Box>
        {filters.conditions.map((condition, index) => (
          <ConditionRow
            key={condition.id}
            condition={condition}
            index={index}
            join={filters.join}
            columns={columns}
            column={byField.get(condition.field) ?? columns[0]}
            focus={condition.id === focusConditionId}
            onUpdate={(patch) => update(condition.id, patch)}
            onFieldChange={(field) => changeField(condition, field)}
            onRemove={() => remove(condition.id)}
          />
        ))}
        <Divider />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button ref={addButton} startIcon={<AddIcon />} onClick={add} disabled={columns.length === 0}>
            {t('table.addCondition')}
          </Button>
          <Button color="inherit" onClick={() => onChange({ ...filters, conditions: [] })} disabled={filters.conditions.length === 0}>
            {t('table.clearFilters')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" onClick={onClose}>
            {t('table.close')}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}

/** The filter panel's opening: from the Filters button, or from a column's 'Filter by this field' with a new condition in focus. */
export function useFilterPanelOpening<R>(byField: ReadonlyMap<string, DataTableColumn<R>>, setFilters: Dispatch<SetStateAction<FilterModel>>) {
  const [filterOpen, setFilterOpen] = useState(false);
  const [focusConditionId, setFocusConditionId] = useState<string | null>(null);
  const openFilterPanel = useCallback(() => {
    setFocusConditionId(null);
    setFilterOpen(true);
  }, []);
  const filterBy = useCallback(
    (field: string) => {
      const column = byField.get(field);
      if (!column) return;
      const condition = newCondition(column);
      setFilters((f) => ({ ...f, conditions: [...f.conditions, condition] }));
      setFocusConditionId(condition.id);
      setFilterOpen(true);
    },
    [byField, setFilters],
  );
  return { filterOpen, focusConditionId, openFilterPanel, filterBy, closeFilterPanel: () => setFilterOpen(false) };
}
