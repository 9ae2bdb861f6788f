import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { englishInterfaceShown } from './support/english-interface.js';
import { exactly, expectPageBasics, visit, waitForPageRunning } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * The site in Spanish as a visitor uses it (issue 30): a translated page runs in Spanish, its links
 * keep the visitor in Spanish, the header's switch leads to the same page in the other language with
 * scripts and without, and the choice is remembered.
 */
const running = siteAndBrowserForFile();

describe('/es/testimonials in Chromium', () => {
  it('runs in Spanish: its title, h1, header and footer, no English text of the interface once the code runs, and nothing axe finds', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/es/testimonials`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly('Testimonios de clientes | Pacific Crest Realty'), h1: exactly('En sus propias palabras') });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Inicio', 'Destacadas', 'Ciudades', 'Guías de compra', 'Vender', 'Nosotros', 'Contacto']);
    expect(await englishInterfaceShown(page)).toEqual([]);
    await visited.close();
  });

  it('keeps the visitor in Spanish on an in-app navigation, with the Spanish head', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/es/testimonials`);
    const { page } = visited;
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' }).click();
    await page.waitForURL(`${running.site.baseUrl}/es/about`);
    // The page's title is its heading's text, in the one catalog (decision 0061).
    await expect.poll(() => page.title()).toBe('Sobre nosotros | Pacific Crest Realty');
    // Its content comes in Spanish too, loaded with the page (decision 0035), and it is offered with its English twin.
    await page.getByRole('heading', { name: 'Asesoría honesta para una de las decisiones más importantes de su vida' }).waitFor();
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3);
    expect(await englishInterfaceShown(page)).toEqual([]);
    // The neighborhoods' own texts come from the API in Spanish after an in-app navigation (?lang=es).
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL(`${running.site.baseUrl}/es`);
    await page.getByRole('link', { name: 'Newport Beach' }).first().click();
    await page.waitForURL(`${running.site.baseUrl}/es/neighborhoods/newport-beach`);
    await page.getByText(/^Newport Beach rodea uno de los puertos de embarcaciones pequeñas más grandes de la Costa Oeste\./).first().waitFor();
    await page.getByRole('heading', { name: 'Tendencias del mercado' }).waitFor();
    expect(await englishInterfaceShown(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });
});

describe('a home in Spanish (/es/properties/pcr-1001) in Chromium', () => {
  it('runs in Spanish with the texts its parts bring: the calculator and the form answer in Spanish, no English text of the interface, nothing axe finds', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/es/properties/pcr-1001`);
    const { page } = visited;
    // The listing's title is the MLS's, marked English.
    await expectPageBasics(visited, { title: exactly('Bayfront Modern on Lido Isle | Pacific Crest Realty'), h1: exactly('Bayfront Modern on Lido Isle') });
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
    // The calculator's texts arrive with its code: a wrong rate is named in Spanish.
    const rate = page.getByLabel('Tasa de interés (%)');
    // It wakes as it nears the screen.
    await rate.scrollIntoViewIfNeeded();
    await rate.fill('25');
    await page.getByText('Escriba una tasa de interés entre el 0% y el 20%').waitFor();
    await page.getByText('Para ver su estimación, corrija: tasa de interés.').waitFor();
    // The form's texts arrive with the form: sent empty, it answers with the spec's messages in Spanish.
    const form = page.getByRole('form', { name: '¿Le interesa esta casa?' });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByText('Escriba su nombre').waitFor();
    expect(await englishInterfaceShown(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('follows the breadcrumb to the list of homes in the browser: the list brings its texts, the search keeps Spanish', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/es/properties/pcr-1001`);
    const { page } = visited;
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Propiedades' }).click();
    await page.waitForURL(`${running.site.baseUrl}/es/properties`);
    await page.getByRole('heading', { level: 1, name: 'Casas en venta' }).waitFor();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^\d+ casas publicadas$/);
    const search = page.getByRole('search', { name: 'Buscar casas' });
    await search.getByLabel('Recámaras').selectOption('3');
    await search.getByRole('button', { name: 'Ver casas' }).click();
    await page.waitForURL(`${running.site.baseUrl}/es/properties?minBeds=3`);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^(1 casa coincide|\d+ casas coinciden) con estos filtros$/);
    expect(await englishInterfaceShown(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });
});

describe('the language switch', () => {
  it('leads to the same page in English and back, remembers the choice, and the home page follows it', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/es/testimonials`);
    const { page } = visited;
    await page.getByRole('link', { name: /view this page in English/i }).click();
    await page.waitForURL(`${running.site.baseUrl}/testimonials`);
    await waitForPageRunning(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('In Their Words');
    await page.goto(`${running.site.baseUrl}/`);
    expect(page.url()).toBe(`${running.site.baseUrl}/`);

    await page.getByRole('link', { name: /ver esta página en español/i }).click();
    await page.waitForURL(`${running.site.baseUrl}/es`);
    await page.goto(`${running.site.baseUrl}/`);
    expect(page.url()).toBe(`${running.site.baseUrl}/es`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('works without JavaScript', async () => {
    const { page, context } = await openPage(running.browser, { javaScriptEnabled: false });
    await page.goto(`${running.site.baseUrl}/testimonials`);
    await page.getByRole('link', { name: /ver esta página en español/i }).click();
    await page.waitForURL(`${running.site.baseUrl}/es/testimonials`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('En sus propias palabras');
    expect((await context.cookies()).find((cookie) => cookie.name === 'pcr_lang')?.value).toBe('es');
    await context.close();
  });
});
