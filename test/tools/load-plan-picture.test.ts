/**
 * The picture of a load plan (src/tools/load-plan/picture.ts): one SVG per container, drawn from
 * the plan member alone, every block's faces in its row's colour, the rows' names escaped.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Plan } from '../../src/tools/load-plan/plan-member.js';
import { planPictures } from '../../src/tools/load-plan/picture.js';

const block = (row: number, x: string, nx: number) => ({
  row,
  x,
  y: '0',
  z: '0',
  length: '60',
  width: '40',
  height: '40',
  nx,
  ny: 5,
  nz: 6,
});

const PLAN: Plan = {
  unit: 'cm',
  weightUnit: 'kg',
  containers: [
    {
      type: '40HQ',
      length: '1203',
      width: '235',
      height: '270',
      weight: '1',
      volumeUse: '0.5',
      blocks: [block(0, '0', 10), block(1, '600', 2)],
    },
    {
      type: '20GP',
      length: '590',
      width: '235',
      height: '239',
      weight: '1',
      volumeUse: '0.1',
      blocks: [block(1, '0', 1)],
    },
  ],
};

describe('the picture of a load plan', () => {
  it('draws one SVG a container, each block in its row’s colour, a legend of the rows it holds', () => {
    const pictures = planPictures(PLAN, ['电水壶 <kettle> & "cord"', undefined]);
    assert.equal(pictures.length, 2);
    const [first = '', second = ''] = pictures;
    for (const svg of pictures) {
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      assert.equal((svg.match(/<g>/g) ?? []).length, svg === first ? 2 : 1, 'one group a block in the isometric view');
    }
    // The caller's words are text, never markup.
    assert.ok(first.includes('电水壶 &lt;kettle&gt; &amp; &quot;cord&quot;'));
    assert.ok(!first.includes('<kettle>'));
    assert.ok(first.includes('>#2<'), 'a row without a name is its number');
    assert.ok(!second.includes('电水壶'), 'the legend lists only the rows in the container');
    // Three faces a block in the isometric view and one from the door, each carton outlined: 10 × 5 × 6 cartons.
    assert.ok(first.includes('fill="#E69F00"') && first.includes('fill="#56B4E9"'));
  });

  it('numbers each block in loading order, shows the left wall on the left from the door, and leaves the legend to a page that writes its own', () => {
    const [withoutLegend = ''] = planPictures(PLAN, ['kettle', 'toaster'], 420, false);
    assert.ok(!withoutLegend.includes('kettle'), 'no legend in the picture');
    assert.match(withoutLegend, /paint-order="stroke">1<\/text>/);
    assert.match(withoutLegend, /paint-order="stroke">2<\/text>/);
    // A block against the left wall (y = 0) starts at the left edge of the view from the door.
    const door = withoutLegend.slice(withoutLegend.lastIndexOf('<g transform="translate(8,'));
    assert.match(door, /<path d="M0\.0,/);
  });
});
