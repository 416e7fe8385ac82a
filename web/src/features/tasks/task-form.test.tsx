import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_LIMITS } from '@backoffice/shared/rules/tasks';
import { UpdateTaskDocument, type TaskRowFragment, type UpdateTaskMutationVariables } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { TaskDialog } from './task-form';

const TASK: TaskRowFragment = {
  __typename: 'Task',
  id: '12',
  version: 'task-v1',
  taskType: { __typename: 'TaskType', id: '3', name: 'Opvolging' },
  taskStatus: { __typename: 'TaskStatus', id: '1', name: 'Open' },
  subject: 'Creditnota opmaken',
  description: 'Klant akkoord.',
  product: null,
  user: null,
};

function updateMock(subject: string): Mock {
  const input = {
    id: '12',
    expectedVersion: 'task-v1',
    taskTypeId: '3',
    taskStatusId: '1',
    subject,
    description: 'Klant akkoord.',
    productId: null,
    userId: null,
  };
  return {
    request: { query: UpdateTaskDocument, variables: { input } },
    result: { data: { updateTask: { __typename: 'UpdateTaskPayload', task: { ...TASK, subject }, userErrors: [] } } },
  };
}

describe('TaskDialog', () => {
  it("refuses, on the field, what the shared task rules refuse (the gateway's updateTask checks the same) and sends nothing", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<TaskDialog task={TASK} onClose={jest.fn()} onSaved={onSaved} />, { mocks: [] });
    const subject = screen.getByRole('textbox', { name: /^Onderwerp/ });
    expect(subject).toHaveAttribute('maxlength', String(TASK_LIMITS.subject));
    // Text pasted past the browser's maxlength (or sent by a script) meets the same limit.
    fireEvent.change(subject, { target: { value: 'x'.repeat(TASK_LIMITS.subject + 1) } });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Te lang')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    await user.clear(subject);
    await user.type(subject, '   ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves what the rules accept, trimmed', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<TaskDialog task={TASK} onClose={jest.fn()} onSaved={onSaved} />, { mocks: [updateMock('Nieuw onderwerp')] });
    const subject = screen.getByRole('textbox', { name: /^Onderwerp/ });
    await user.clear(subject);
    await user.type(subject, ' Nieuw onderwerp ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Nieuw onderwerp' })));
  });

  it('sends the version it was opened on; refused as changed by someone else, it keeps the input and shows the change', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const sent: UpdateTaskMutationVariables['input'][] = [];
    const change = { __typename: 'FieldChange', field: 'subject', oldValue: 'Creditnota opmaken', newValue: 'Creditnota verstuurd' };
    const entry = { __typename: 'HistoryEntry', id: 'h1', at: '2026-03-14T13:05:00Z', userName: 'bea@example.be', action: 'CHANGED', changes: [change] };
    const refusal = {
      __typename: 'UserError',
      field: null,
      code: 'CHANGED_BY_SOMEONE_ELSE',
      message: 'Task 12 changed since.',
      conflict: {
        __typename: 'Conflict',
        currentVersion: 'task-v2',
        changes: [{ ...entry, recordType: 'TASK', recordId: '12', ownerType: 'TASK', ownerId: '12' }],
      },
    };
    const update: Mock = {
      request: { query: UpdateTaskDocument, variables: () => true },
      result: (variables) => {
        sent.push((variables as UpdateTaskMutationVariables).input);
        return { data: { updateTask: { __typename: 'UpdateTaskPayload', task: null, userErrors: [refusal] } } };
      },
    };
    renderWithApollo(<TaskDialog task={TASK} onClose={jest.fn()} onSaved={onSaved} />, { mocks: [update] });
    const description = screen.getByRole('textbox', { name: /^Omschrijving/ });
    await user.clear(description);
    await user.type(description, 'Klant belt terug.');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const panel = await screen.findByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(sent[0]).toMatchObject({ id: '12', expectedVersion: 'task-v1', description: 'Klant belt terug.' });
    expect(panel).toHaveTextContent('Onderwerp: Creditnota opmaken → Creditnota verstuurd');
    expect(description).toHaveValue('Klant belt terug.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
