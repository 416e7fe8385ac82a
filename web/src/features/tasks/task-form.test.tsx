import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_LIMITS } from '@backoffice/shared/rules/tasks';
import { UpdateTaskDocument, type TaskRowFragment } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { TaskDialog } from './task-form';

const TASK: TaskRowFragment = {
  __typename: 'Task',
  id: '12',
  taskType: { __typename: 'TaskType', id: '3', name: 'Opvolging' },
  taskStatus: { __typename: 'TaskStatus', id: '1', name: 'Open' },
  subject: 'Creditnota opmaken',
  description: 'Klant akkoord.',
  product: null,
  user: null,
};

function updateMock(subject: string): Mock {
  const input = { id: '12', taskTypeId: '3', taskStatusId: '1', subject, description: 'Klant akkoord.', productId: null, userId: null };
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
});
