import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { SlideIn } from './';
import { FormModal } from '../form-modal';
import { FormDialog, GuardedCloseButton } from '../form-dialog';
import { DraftNotice, useFormGuard } from '../close-guard/use-form-guard';

interface Values {
  reference: string;
  password: string;
  customer: string | null;
}

function OrderForm({ draftKey, onSaved }: { draftKey?: string; onSaved?: () => void }) {
  const form = useForm<Values>({ defaultValues: { reference: '', password: '', customer: null } });
  const guard = useFormGuard(form, { draftKey, notInDraft: ['password'] });
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        guard.saved();
        onSaved?.();
      })}
    >
      <DraftNotice guard={guard} />
      <input aria-label="Reference" {...form.register('reference')} />
      <input aria-label="Password" {...form.register('password')} />
      <Autocomplete
        options={['Acme', 'Globex']}
        value={form.watch('customer')}
        onChange={(_e, v) => form.setValue('customer', v, { shouldDirty: true })}
        renderInput={(params) => <TextField {...params} label="Customer" />}
      />
      <button type="submit">Save</button>
    </form>
  );
}

/** The Add sales order slide-in in small: a button opens it, the form inside. */
function Page({ draftKey, onClose = () => undefined }: { draftKey?: string; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add</button>
      <SlideIn
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Add sales order"
      >
        <OrderForm draftKey={draftKey} onSaved={() => setOpen(false)} />
      </SlideIn>
    </>
  );
}

const setup = () => userEvent.setup({ delay: null });
const panel = () => screen.queryByRole('dialog', { name: 'Add sales order' });
const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;

beforeEach(() => window.sessionStorage.clear());

describe('a form in a slide-in (issue 34: one stray click or Esc threw the input away)', () => {
  it('closes a clean form at once, on Esc and on the backdrop', async () => {
    const user = setup();
    const onClose = jest.fn();
    renderWithProviders(<Page onClose={onClose} />, { language: 'en_US' });
    await user.click(screen.getByLabelText('Reference'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('asks before closing a form with changes: Keep editing is focused and keeps the input; Discard closes, and it reopens empty', async () => {
    const user = setup();
    const onClose = jest.fn();
    renderWithProviders(<Page onClose={onClose} draftKey="order:new" />, { language: 'en_US' });
    await user.type(screen.getByLabelText('Reference'), 'PO-7');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Reference')).toHaveValue('PO-7');

    fireEvent.click(backdrop());
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Reference')).toHaveValue('');
    expect(window.sessionStorage.getItem('bo:draft:order:new')).toBeNull();
  });

  it('keeps a draft when asked: reopened, the input is back (passwords never stored) until Start over', async () => {
    const user = setup();
    renderWithProviders(<Page draftKey="order:new" />, { language: 'en_US' });
    await user.type(screen.getByLabelText('Reference'), 'PO-8');
    await user.type(screen.getByLabelText('Password'), 'Secret!1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Close, keep draft' }));
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('bo:draft:order:new')).not.toContain('Secret');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Reference')).toHaveValue('PO-8');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('Your unsaved input from before is back.')).toBeInTheDocument();
    // the restored input counts as a change: closing asks again
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Reference')).toHaveValue('');
    expect(window.sessionStorage.getItem('bo:draft:order:new')).toBeNull();
  });

  it('forgets the draft once saved', async () => {
    const user = setup();
    renderWithProviders(<Page draftKey="order:new" />, { language: 'en_US' });
    await user.type(screen.getByLabelText('Reference'), 'PO-9');
    expect(window.sessionStorage.getItem('bo:draft:order:new')).toContain('PO-9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('bo:draft:order:new')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Reference')).toHaveValue('');
  });

  it('lets Esc inside an open list close only the list', async () => {
    const user = setup();
    const onClose = jest.fn();
    renderWithProviders(<Page onClose={onClose} />, { language: 'en_US' });
    await user.type(screen.getByLabelText('Reference'), 'x');
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });
});

describe('the other form containers ask the same way', () => {
  it('FormModal: Esc and its close button ask when changed', async () => {
    const user = setup();
    const onClose = jest.fn();
    renderWithProviders(
      <FormModal title="Edit order" closeLabel="Close" onClose={onClose}>
        <OrderForm />
      </FormModal>,
      { language: 'en_US' },
    );
    await user.type(screen.getByLabelText('Reference'), 'R');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // without a draft there is nothing to keep: keep editing or discard
    expect(screen.queryByRole('button', { name: 'Close, keep draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('FormDialog with a static backdrop: a click beside it does nothing; Esc and × ask when changed, close at once when not', async () => {
    const user = setup();
    const onClose = jest.fn();
    renderWithProviders(
      <FormDialog open onClose={onClose} staticBackdrop aria-label="Edit product">
        <GuardedCloseButton label="Close" />
        <OrderForm />
      </FormDialog>,
      { language: 'en_US' },
    );
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Reference'), 'R');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('FormDialog with `dirty` (the form is held by the component that renders the dialog): asks only while dirty', async () => {
    const user = setup();
    const onClose = jest.fn();
    function TextLineDialog() {
      const form = useForm({ defaultValues: { text: '' } });
      return (
        <FormDialog open onClose={onClose} dirty={form.formState.isDirty} aria-label="Text line">
          <input aria-label="Text" {...form.register('text')} />
        </FormDialog>
      );
    }
    renderWithProviders(<TextLineDialog />, { language: 'en_US' });
    await user.type(screen.getByLabelText('Text'), 'Levering franco');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Text'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
