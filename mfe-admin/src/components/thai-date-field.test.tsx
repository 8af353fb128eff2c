import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterYears, isoOf, ThaiDateField } from './thai-date-field.tsx';

function Controlled({ initial, onChange }: { initial: string | null; onChange: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThaiDateField
      label="ตั้งแต่วันที่"
      value={value}
      years={[2027, 2026, 2025, 2024]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ThaiDateField', () => {
  it('shows a date from the URL in พ.ศ. with the Thai month, not mm/dd/yyyy', () => {
    render(<Controlled initial="2026-11-01" onChange={vi.fn()} />);
    const year = screen.getByLabelText<HTMLSelectElement>('ตั้งแต่วันที่ ปี (พ.ศ.)');
    expect(year.selectedOptions[0]?.textContent).toBe('2569');
    expect(screen.getByLabelText<HTMLSelectElement>('ตั้งแต่วันที่ เดือน').selectedOptions[0]?.textContent).toBe('พ.ย.');
    expect(screen.getByLabelText<HTMLSelectElement>('ตั้งแต่วันที่ วัน').value).toBe('1');
    expect(screen.getByRole('group', { name: 'ตั้งแต่วันที่' })).toBeInTheDocument();
  });

  it('gives the Gregorian ISO date once day, month and year are chosen; emptying a part clears it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled initial={null} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('ตั้งแต่วันที่ วัน'), '31');
    await user.selectOptions(screen.getByLabelText('ตั้งแต่วันที่ เดือน'), 'ก.พ.');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('ตั้งแต่วันที่ ปี (พ.ศ.)'), '2567');
    // 31 ก.พ. does not exist: the month's last day.
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    await user.selectOptions(screen.getByLabelText('ตั้งแต่วันที่ วัน'), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('builds ISO dates and offers the school’s years to next year', () => {
    expect(isoOf({ day: '5', month: '12', year: '2026' })).toBe('2026-12-05');
    expect(filterYears(new Date('2026-11-27T00:00:00Z'))).toEqual([2027, 2026, 2025, 2024]);
  });
});
