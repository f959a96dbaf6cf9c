import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../theme/themes';
import { LinkifiedText, splitLinks } from '../LinkifiedText';

function renderText(text: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <p data-testid="text">
        <LinkifiedText text={text} />
      </p>
    </ThemeProvider>,
  );
}

describe('LinkifiedText', () => {
  it('makes http, https and www addresses clickable in a new tab, without the trailing punctuation', () => {
    renderText('Term sheet: https://drive.example/ts?id=7. Also see www.lender.example, thanks!');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://drive.example/ts?id=7',
      'https://www.lender.example/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener noreferrer'));
    }
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Term sheet: https://drive.example/ts?id=7. Also see www.lender.example, thanks!',
    );
  });

  it('shows markup as typed and never links other schemes', () => {
    renderText('<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi mailto:a@b.example');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('text')).toHaveTextContent('<img src=x onerror=alert(1)> javascript:alert(1)');
  });

  it('keeps a closing parenthesis that belongs to the address', () => {
    expect(splitLinks('(see https://en.example/wiki/Cap_(finance))')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://en.example/wiki/Cap_(finance)', href: 'https://en.example/wiki/Cap_(finance)' },
      { kind: 'text', text: ')' },
    ]);
  });
});
