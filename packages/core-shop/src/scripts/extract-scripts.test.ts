import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractScripts } from './extract-scripts';

describe('extractScripts', () => {
  it('takes an external and an inline script out of a page body, in order (000 §2 Other pages)', () => {
    expect(
      extractScripts(
        '<h1>About</h1><script src="/widget.js"></script><p>Us</p><script>window.x = 1;</script>',
      ),
    ).toEqual({
      html: '<h1>About</h1><p>Us</p>',
      scripts: [
        { src: '/widget.js', attributes: { src: '/widget.js' } },
        { content: 'window.x = 1;', attributes: {} },
      ],
    });
  });

  it.each([
    ['double quotes', '<script type="text/javascript" src="/a.js"></script>'],
    ['single quotes', "<script type='text/javascript' src='/a.js'></script>"],
    ['no quotes', '<script type=text/javascript src=/a.js></script>'],
    ['attributes in the other order', '<script src="/a.js" type="text/javascript"></script>'],
    ['upper case', '<SCRIPT TYPE="text/javascript" SRC="/a.js"></SCRIPT>'],
    ['mixed case and spaces', '<Script\n  type = "text/javascript"\tSrc= "/a.js" ></sCrIpT >'],
    ['a self-closing slash', '<script type="text/javascript" src="/a.js" /></script>'],
  ])('reads src and attributes with %s', (_, html) => {
    expect(extractScripts(`<div>${html}</div>`)).toEqual({
      html: '<div></div>',
      scripts: [{ src: '/a.js', attributes: { type: 'text/javascript', src: '/a.js' } }],
    });
  });

  it('keeps bare attributes, decodes entities and keeps a > inside a quoted value', () => {
    const { scripts } = extractScripts(
      '<script async defer data-rule="a > b" src="https://cdn.example/app.js?shop=1&amp;v=2&#x26;x=&#39;y&#39;"></script>',
    );
    expect(scripts).toEqual([
      {
        src: "https://cdn.example/app.js?shop=1&v=2&x='y'",
        attributes: {
          async: '',
          defer: '',
          'data-rule': 'a > b',
          src: "https://cdn.example/app.js?shop=1&v=2&x='y'",
        },
      },
    ]);
  });

  it('keeps the first of a repeated attribute, as HTML does', () => {
    expect(extractScripts('<script src="/one.js" SRC="/two.js"></script>').scripts).toEqual([
      { src: '/one.js', attributes: { src: '/one.js' } },
    ]);
  });

  it('keeps inline code as written, including markup-looking strings', () => {
    const code = '\n  var s = \'<div>\' + "</scripts>";\n  if (a < b) run();\n';
    expect(extractScripts(`<script type="module">${code}</script>`).scripts).toEqual([
      { content: code, attributes: { type: 'module' } },
    ]);
  });

  it('drops a blank src so the inline code still runs, and a script with neither', () => {
    expect(extractScripts('<script src="">go()</script><script> </script>')).toEqual({
      html: '',
      scripts: [{ content: 'go()', attributes: {} }, { attributes: {} }],
    });
  });

  it('ignores the code of an external script, as browsers do', () => {
    expect(extractScripts('<script src="/a.js">ignored()</script>').scripts).toEqual([
      { src: '/a.js', attributes: { src: '/a.js' } },
    ]);
  });

  it('leaves elements whose name only starts with script, and scripts inside comments', () => {
    const html =
      '<scripts>x</scripts><script-loader></script-loader><!-- <script>old()</script> --><noscript>Hi</noscript>';
    expect(extractScripts(html)).toEqual({ html, scripts: [] });
  });

  it('treats the rest of the text as code when a script is never closed', () => {
    expect(extractScripts('<p>a</p><script>late()')).toEqual({
      html: '<p>a</p>',
      scripts: [{ content: 'late()', attributes: {} }],
    });
  });

  it('handles an opening tag cut off before its >', () => {
    expect(extractScripts('<p>a</p><script src="/a.js"')).toEqual({
      html: '<p>a</p>',
      scripts: [{ src: '/a.js', attributes: { src: '/a.js' } }],
    });
  });

  it('returns HTML without scripts unchanged', () => {
    const html = '<p class="x">No <b>scripts</b> here &amp; there</p>';
    expect(extractScripts(html)).toEqual({ html, scripts: [] });
  });

  it('finds every script between arbitrary text, in order, and leaves exactly the text', () => {
    const text = fc.string({ maxLength: 20 }).map((s) => s.replace(/</g, ''));
    const script = fc.record({
      src: fc.option(fc.webUrl(), { nil: undefined }),
      content: fc.string({ maxLength: 20 }).map((s) => `x(${JSON.stringify(s.replace(/</g, ''))})`),
      upper: fc.boolean(),
      quote: fc.constantFrom('"', "'"),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, script), { maxLength: 5 }), text, (parts, tail) => {
        const html =
          parts
            .map(([before, s]) => {
              const tag = s.upper ? 'SCRIPT' : 'script';
              const src =
                s.src === undefined
                  ? ''
                  : ` src=${s.quote}${s.src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}${s.quote}`;
              return `${before}<${tag} data-n=1${src}>${s.src === undefined ? s.content : ''}</${tag}>`;
            })
            .join('') + tail;
        const result = extractScripts(html);
        expect(result.html).toBe(parts.map(([before]) => before).join('') + tail);
        expect(result.scripts.map((s) => s.src ?? s.content)).toEqual(
          parts.map(([, s]) => (s.src === undefined ? s.content : s.src.trim())),
        );
      }),
    );
  });
});
