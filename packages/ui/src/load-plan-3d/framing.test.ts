import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { boxCentre, frameContainer, type ContainerBox } from './framing';

// Inner sizes in metres, as the catalogue gives them (ISO 668).
const TWENTY: ContainerBox = { length: 5.898, height: 2.393, width: 2.352 };
const FORTY_HIGH_CUBE: ContainerBox = { length: 12.032, height: 2.698, width: 2.352 };

function corners({ length, height, width }: ContainerBox): Vector3[] {
  const out: Vector3[] = [];
  for (const x of [-length / 2, length / 2])
    for (const y of [0, height])
      for (const z of [-width / 2, width / 2]) out.push(new Vector3(x, y, z));
  return out;
}

/** The largest |x| or |y| of the box's corners on screen (normalised: 1 is the stage's edge). */
function reach(camera: PerspectiveCamera, box: ContainerBox): number {
  camera.updateMatrixWorld();
  return Math.max(
    ...corners(box).map((corner) => {
      const { x, y } = corner.clone().project(camera);
      return Math.max(Math.abs(x), Math.abs(y));
    }),
  );
}

/** The camera turned `degrees` about the box's vertical axis, as orbiting does. */
function orbited(camera: PerspectiveCamera, box: ContainerBox, degrees: number) {
  const centre = new Vector3(...boxCentre(box));
  const turned = camera.clone();
  turned.position.sub(centre).applyAxisAngle(new Vector3(0, 1, 0), (degrees * Math.PI) / 180);
  turned.position.add(centre);
  turned.lookAt(centre);
  return turned;
}

describe('frameContainer', () => {
  it.each([
    ['20 ft', TWENTY],
    ['40 ft high cube', FORTY_HIGH_CUBE],
  ])('shows a %s container whole on a wide, square and phone stage, from any side', (_, box) => {
    for (const aspect of [2, 1.07, 0.6]) {
      const camera = new PerspectiveCamera(40, aspect, 0.05, 200);
      frameContainer(camera, box, aspect);
      for (const degrees of [0, 45, 90, 180, 270]) {
        const seen = reach(orbited(camera, box, degrees), box);
        expect(seen).toBeLessThan(1);
        // And not lost in the middle: the box takes a good part of the stage.
        expect(seen).toBeGreaterThan(0.45);
      }
    }
  });

  it('keeps the whole box between the near and far planes', () => {
    const camera = new PerspectiveCamera(40, 1, 0.05, 200);
    frameContainer(camera, FORTY_HIGH_CUBE, 1);
    camera.updateMatrixWorld();
    for (const corner of corners(FORTY_HIGH_CUBE)) {
      const depth = corner.clone().project(camera).z;
      expect(Math.abs(depth)).toBeLessThan(1);
    }
  });
});
