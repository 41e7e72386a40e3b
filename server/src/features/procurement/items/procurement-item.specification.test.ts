import { describe, expect, it } from 'vitest';
import { sanitizeSpecification, specificationFromText, specificationToText } from './procurement-item.specification';

describe('specification sanitising', () => {
  it('drops scripts with their text, event handlers, styles and images', () => {
    expect(sanitizeSpecification('<p onmouseover="x()" style="color:red">Laptop</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>')).toBe(
      '<p>Laptop</p>',
    );
  });

  it('keeps http, https and mailto links only, opened safely', () => {
    expect(sanitizeSpecification('<a href="https://a.co.id" onclick="x()">a</a>')).toBe(
      '<a href="https://a.co.id" target="_blank" rel="noopener noreferrer">a</a> (https://a.co.id)',
    );
    expect(sanitizeSpecification('<a href="mailto:a@b.co.id">m</a>')).toContain('href="mailto:a@b.co.id"');
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example']) {
      expect(sanitizeSpecification(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
  });

  it('shows the address of every link beside its text, once', () => {
    const phishing = '<p>Please <a href="https://evil.example/confirm?a=1&amp;b=2">Click here to confirm your bank account</a>.</p>';
    const shown = sanitizeSpecification(phishing);
    expect(shown).toBe(
      '<p>Please <a href="https://evil.example/confirm?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Click here to confirm your bank account</a> (https://evil.example/confirm?a=1&amp;b=2).</p>',
    );
    expect(specificationToText(shown)).toBe('Please Click here to confirm your bank account (https://evil.example/confirm?a=1&b=2).');
    // Saved again (an edit, a retry), the address is not added twice.
    expect(sanitizeSpecification(shown)).toBe(shown);
    // Formatting inside the link, a mail link, a link that shows its own address, one without an address left.
    expect(sanitizeSpecification('<a href="https://a.co.id/x"><strong>Bank</strong> BNI</a>')).toContain('<strong>Bank</strong> BNI</a> (https://a.co.id/x)');
    expect(sanitizeSpecification('<a href="mailto:pic@a.co.id">PIC</a>')).toContain('PIC</a> (mailto:pic@a.co.id)');
    expect(sanitizeSpecification('<a href="https://a.co.id">https://a.co.id</a>')).toBe('<a href="https://a.co.id" target="_blank" rel="noopener noreferrer">https://a.co.id</a>');
    expect(sanitizeSpecification('<a href="javascript:alert(1)">Click</a>')).toBe('<a target="_blank" rel="noopener noreferrer">Click</a>');
  });

  it('keeps tables and headings but not forms or frames', () => {
    expect(sanitizeSpecification('<h1>A</h1><h4>B</h4><h5>C</h5><table><tr><th rowspan="2" width="9">D</th></tr></table>')).toBe(
      '<h1>A</h1><h4>B</h4>C<table><tr><th rowspan="2">D</th></tr></table>',
    );
    expect(sanitizeSpecification('<form action="/x"><input value="y"></form><iframe src="https://a"></iframe>ok')).toBe('ok');
  });
});

describe('specification in spreadsheets', () => {
  it('turns typed lines into escaped paragraphs', () => {
    expect(specificationFromText('Core i5 & RAM\r\n\n  <b>16 GB</b>  ')).toBe('<p>Core i5 &amp; RAM</p><p>&lt;b&gt;16 GB&lt;/b&gt;</p>');
    expect(specificationFromText('   ')).toBe('');
  });

  it('turns rich text into lines of plain text', () => {
    expect(specificationToText('<h2>Spesifikasi</h2><p>Core i5 &amp; <strong>RAM</strong><br>16&nbsp;GB</p><ul><li>SSD</li><li>&lt;512&gt;</li></ul>')).toBe(
      'Spesifikasi\nCore i5 & RAM\n16 GB\nSSD\n<512>',
    );
  });
});
