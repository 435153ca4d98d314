import ChevronDown from 'lucide-react/icons/chevron-down';
import { useRef } from 'react';
import styled from 'styled-components';
import { iconNames, type IconName } from '#kit/model/iconNames';
import { icons } from '#kit/icons';
import { Button, Dialog, DialogActions, tileButton } from '../ui';

/** An icon by name, chosen from pictures of every allowed icon (kit/model/iconNames.ts). */

const Trigger = styled(Button)<{ $invalid?: boolean }>`
  justify-content: flex-start;
  min-width: 14rem;
  font-weight: 400;
  color: ${({ theme }) => theme.color.ink};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.ctaHover : theme.color.inkMuted)};
  svg:first-child { color: ${({ theme }) => theme.color.sea}; }
  svg:last-child { margin-left: auto; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem;
  button {
    ${tileButton}
    min-height: 4.5rem;
    display: grid;
    justify-items: center;
    gap: 0.25rem;
    font-size: 0.875rem;
    text-align: center;
    svg { color: ${({ theme }) => theme.color.sea}; }
    &:hover { background: ${({ theme }) => theme.color.seaTint}; }
    &[aria-pressed='true'] { font-weight: 700; }
  }
`;

interface IconFieldProps {
  id: string;
  /** The dialog's heading: what the icon is chosen for. */
  title: string;
  value: string;
  onChange: (name: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  $invalid?: boolean;
}

const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);

export function IconField({ id, title, value, onChange, $invalid, ...aria }: IconFieldProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const Current = isIconName(value) ? icons[value] : undefined;
  const close = () => {
    dialog.current?.close();
    trigger.current?.focus();
  };
  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        id={id}
        $invalid={$invalid}
        aria-haspopup="dialog"
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        onClick={() => dialog.current?.showModal()}
      >
        {Current ? <Current size={22} aria-hidden="true" /> : null}
        <span>{value || 'Symbol wählen'}</span>
        <ChevronDown size={18} aria-hidden="true" />
      </Trigger>
      <Dialog ref={dialog} aria-labelledby={`${id}-dialog`} onCancel={() => trigger.current?.focus()}>
        <div>
          <h2 id={`${id}-dialog`}>{title}</h2>
          <Grid>
            {iconNames.map((name) => {
              const Icon = icons[name];
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={name === value}
                    onClick={() => {
                      onChange(name);
                      close();
                    }}
                  >
                    <Icon size={28} aria-hidden="true" />
                    {name}
                  </button>
                </li>
              );
            })}
          </Grid>
          <DialogActions>
            <Button type="button" onClick={close}>
              Abbrechen
            </Button>
          </DialogActions>
        </div>
      </Dialog>
    </>
  );
}
