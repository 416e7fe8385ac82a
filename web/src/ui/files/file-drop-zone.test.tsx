import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropZone } from './file-drop-zone';

describe('FileDropZone', () => {
  it('is named by the label and the hint it shows, so speech input finds it by its words (WCAG 2.5.3)', () => {
    render(<FileDropZone files={[]} onAdd={jest.fn()} onRemove={jest.fn()} label="Bijlagen" />);
    const zone = screen.getByRole('button', { name: 'Bijlagen Sleep bestanden hierheen of klik om te kiezen' });
    expect(zone).toHaveAccessibleName(expect.stringContaining(screen.getByText('Sleep bestanden hierheen of klik om te kiezen').textContent!));
  });

  it('opens the file chooser from the keyboard', async () => {
    render(<FileDropZone files={[]} onAdd={jest.fn()} onRemove={jest.fn()} label="Bijlagen" />);
    const click = jest.spyOn(screen.getByTestId('file-input'), 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
