import { FORM_MESSAGES, type FieldDefinition } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-console.tsx';
import type { SectionsValues } from './section-resolver.ts';
import { SectionFields } from './section-fields.tsx';
import { useSectionsForm } from './use-sections-form.ts';

interface HarnessProps {
  fields: FieldDefinition[];
  values?: Record<string, unknown>;
  storedSecrets?: string[];
  revealSecret?: (key: string) => Promise<string | null>;
  onValid?: (values: SectionsValues | null) => void;
}

function Harness({ fields, values = {}, storedSecrets, revealSecret, onValid = () => undefined }: HarnessProps) {
  const { form, validate } = useSectionsForm([{ key: 'section', fields, storedSecrets }], { section: values });
  return (
    <>
      <SectionFields form={form} namespace="common" section="section" fields={fields} storedSecrets={storedSecrets} revealSecret={revealSecret} />
      <button type="button" onClick={() => void validate().then(onValid)}>
        check
      </button>
    </>
  );
}

function setup(props: HarnessProps, language = 'en') {
  const user = userEvent.setup();
  const onValid = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <Harness onValid={onValid} {...props} />
    </MemoryRouter>,
    { language },
  );
  const check = async () => {
    await user.click(screen.getByRole('button', { name: 'check' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const result = onValid.mock.lastCall?.[0] as SectionsValues | null;
    onValid.mockClear();
    return result;
  };
  // Pasting keeps the tests quick: typing long URLs key by key is slow under jsdom.
  const fill = async (name: string, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };
  return { user, check, fill };
}

const f = (key: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key,
  type,
  label: key,
  ...extra,
});

describe('generic form fields', { timeout: 20_000 }, () => {
  it('draws each type with its own input', () => {
    setup({
      fields: [
        f('name', 'string'),
        f('region', 'string', { options: [{ label: 'Europe', value: 'eu' }] }),
        f('count', 'int'),
        f('score', 'numeric'),
        f('active', 'boolean'),
        f('token', 'password'),
        f('note', 'label', { value: 'Read me' }),
        f('part', 'header'),
        f('docs', 'route', { route: '/api/docs' }),
        f('mapping', 'route', { route: '/admin/mapping/riskMapping' }),
        f('rows', 'array', { columns: [{ key: 'url', label: 'File URL' }] }),
      ],
      values: { region: 'eu', rows: [{ url: 'https://a.example' }] },
    });
    expect(screen.getByRole('textbox', { name: 'name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'region' })).toHaveTextContent('Europe');
    expect(screen.getByRole('textbox', { name: 'count' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'score' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('switch', { name: 'active' })).not.toBeChecked();
    expect(screen.getByLabelText('token')).toHaveAttribute('type', 'password');
    expect(screen.getByText('note')).toBeInTheDocument();
    expect(screen.getByText('Read me')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'part' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'mapping' })).toHaveAttribute('href', '/admin/mapping/riskMapping');
    expect(screen.getByRole('textbox', { name: 'File URL, row 1' })).toHaveValue('https://a.example');
  });

  it('orders fields by order, those without one last', () => {
    setup({ fields: [f('c', 'string'), f('b', 'string', { order: 2 }), f('a', 'string', { order: 1 })] });
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['section.a', 'section.b', 'section.c']);
  });

  it('marks required fields and shows the rule messages under them', async () => {
    const { check, fill } = setup({
      fields: [
        f('realm', 'string', { required: true }),
        f('count', 'int'),
        f('score', 'numeric'),
        f('site', 'string', { validations: { isHTTPSURL: true } }),
        f('api', 'string', { validations: { isURL: true } }),
        f('field', 'string', { validations: { starts: 'FIELD_' } }),
        f('token', 'password', { required: true }),
      ],
    });
    expect(screen.getByRole('textbox', { name: 'realm' })).toBeRequired();
    expect(screen.getByText('realm').parentElement).toHaveTextContent('realm *');
    await fill('realm', '   ');
    await fill('count', '1.5');
    await fill('score', 'abc');
    await fill('site', 'http://a.example');
    await fill('api', 'nowhere');
    await fill('field', 'X_1');
    expect(await check()).toBeNull();
    const messageOf = (name: string) => screen.getByRole('textbox', { name }).closest('.MuiFormControl-root');
    expect(messageOf('realm')).toHaveTextContent(FORM_MESSAGES.required);
    expect(messageOf('count')).toHaveTextContent(FORM_MESSAGES.notInteger);
    expect(messageOf('score')).toHaveTextContent(FORM_MESSAGES.notNumber);
    expect(messageOf('site')).toHaveTextContent(FORM_MESSAGES.httpsUrl.trim());
    expect(messageOf('api')).toHaveTextContent(FORM_MESSAGES.url.trim());
    expect(messageOf('field')).toHaveTextContent('Must Start With FIELD_');
    expect(screen.getByLabelText(/^token/).closest('.MuiFormControl-root')).toHaveTextContent(FORM_MESSAGES.required);
  });

  it('shows the messages in Spanish', async () => {
    const { check } = setup({ fields: [f('realm', 'string', { required: true }), f('field', 'string', { value: 'X', validations: { starts: 'F' } })], values: { field: 'X' } }, 'es');
    await check();
    expect(screen.getByText('El campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Debe empezar por F')).toBeInTheDocument();
  });

  it('appends the ending character on validation and returns numbers as numbers', async () => {
    const { check, fill } = setup({ fields: [f('url', 'string', { endingCharacter: '/' }), f('count', 'int')] });
    await fill('url', 'https://api.example.com');
    await fill('count', '42');
    expect(await check()).toEqual({ section: { url: 'https://api.example.com/', count: 42 } });
    expect(screen.getByRole('textbox', { name: 'url' })).toHaveValue('https://api.example.com/');
  });

  it('shows and hides dependent fields', async () => {
    const { user } = setup({
      fields: [
        f('custom', 'boolean'),
        f('oauth', 'string', { showDependantField: 'custom', showDependantValue: true }),
        f('comment', 'string', { hideDependantField: 'custom', hideDependantValue: true }),
        f('secret', 'string', { hidden: true }),
      ],
    });
    expect(screen.queryByRole('textbox', { name: 'oauth' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'comment' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'secret' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'custom' }));
    expect(screen.getByRole('textbox', { name: 'oauth' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'comment' })).not.toBeInTheDocument();
  });

  it('checks a field a switch shows once the form was checked', async () => {
    const { user, check } = setup({
      fields: [f('send', 'boolean'), f('to', 'string', { required: true, showDependantField: 'send', showDependantValue: true })],
      values: { send: false },
    });
    expect(await check()).toEqual({ section: { send: false } });
    await user.click(screen.getByRole('switch', { name: 'send' }));
    expect(await screen.findByText(FORM_MESSAGES.required)).toBeInTheDocument();
  });

  it('turns mutually exclusive switches off', async () => {
    const { user, check } = setup({
      fields: [f('full', 'boolean', { mutualExclusive: ['partial'] }), f('partial', 'boolean', { mutualExclusive: ['full'] })],
      values: { full: true, partial: false },
    });
    await user.click(screen.getByRole('switch', { name: 'partial' }));
    expect(screen.getByRole('switch', { name: 'partial' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'full' })).not.toBeChecked();
    expect(await check()).toEqual({ section: { full: false, partial: true } });
  });

  it('chooses several options of a multiple select', async () => {
    const options = [
      { label: 'Registered', value: 'Registered' },
      { label: 'Invited', value: 'Invited' },
    ];
    const { user, check } = setup({ fields: [f('statuses', 'string', { multiple: true, required: true, options })], values: { statuses: [] } });
    expect(await check()).toBeNull();
    expect(screen.getByText(FORM_MESSAGES.required)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /statuses/ }));
    await user.click(screen.getByRole('option', { name: 'Registered' }));
    await user.click(screen.getByRole('option', { name: 'Invited' }));
    await user.keyboard('{Escape}');
    expect(await check()).toEqual({ section: { statuses: ['Registered', 'Invited'] } });
  });

  it('edits rows of an array, with a message per cell', async () => {
    const columns = [
      { key: 'name', label: 'Name', validations: { required: true } },
      { key: 'url', label: 'File URL', validations: { isURL: true } },
    ];
    const { user, check, fill } = setup({ fields: [f('sources', 'array', { label: 'Sources', columns })], values: { sources: [] } });
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a row to Sources' }));
    await user.click(screen.getByRole('button', { name: 'Add a row to Sources' }));
    await fill('File URL, row 1', 'not a url');
    expect(await check()).toBeNull();
    const row1 = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row1).getByText(FORM_MESSAGES.columnRequired)).toBeInTheDocument();
    expect(within(row1).getByText(FORM_MESSAGES.url.trim())).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await fill('Name, row 1', 'Main');
    await user.clear(screen.getByRole('textbox', { name: 'File URL, row 1' }));
    await fill('File URL, row 1', 'https://files.example/a.xlsx');
    expect(await check()).toEqual({ section: { sources: [{ name: 'Main', url: 'https://files.example/a.xlsx' }] } });
  });

  it('requires rows of a required array', async () => {
    const { check } = setup({ fields: [f('list', 'array', { required: true, columns: [{ key: 'email', label: 'Email' }] })], values: { list: [] } });
    expect(await check()).toBeNull();
    expect(screen.getByText(FORM_MESSAGES.required)).toBeInTheDocument();
  });

  it('reveals a typed password, and fetches a stored one only when asked', async () => {
    const reveal = vi.fn(() => Promise.resolve('s3cret'));
    const { user, check } = setup({
      fields: [f('token', 'password', { required: true })],
      values: { token: null },
      storedSecrets: ['token'],
      revealSecret: reveal,
    });
    expect(screen.getByText('A value is stored. Type to replace it.')).toBeInTheDocument();
    expect(await check()).toEqual({ section: { token: null } });
    expect(reveal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(reveal).toHaveBeenCalledWith('token');
    expect(screen.getByLabelText(/^token/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^token/)).toHaveValue('s3cret');
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(screen.getByLabelText(/^token/)).toHaveAttribute('type', 'password');
  });
});
