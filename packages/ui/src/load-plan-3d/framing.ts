import { MathUtils, Vector3, type PerspectiveCamera } from 'three';

/** Where the camera looks from, seen from the target: above, to the side, towards the door. */
const VIEW_DIRECTION = new Vector3(0.7, 0.75, 1.05).normalize();

/** A container's inner box in metres, three.js' axes: x its length, y its height, z its width. */
export interface ContainerBox {
  length: number;
  height: number;
  width: number;
}

/** The middle of the box, which stands on the floor (y = 0) centred on x and z. */
export const boxCentre = (box: ContainerBox): [number, number, number] => [0, box.height / 2, 0];

/**
 * Puts `camera` far enough back, towards VIEW_DIRECTION, for the whole box to be in view on a
 * stage of `aspect` (width / height): the box's bounding sphere fits the narrower of the
 * vertical and horizontal fields of view, so a phone's tall stage shows a 40 ft container
 * whole as a wide one does, and turning it around its centre never crops it.
 */
export function frameContainer(camera: PerspectiveCamera, box: ContainerBox, aspect: number) {
  const radius = Math.hypot(box.length, box.height, box.width) / 2;
  const vertical = MathUtils.degToRad(camera.fov);
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * Math.max(aspect, 0.01));
  const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
  const centre = new Vector3(...boxCentre(box));
  camera.aspect = aspect;
  camera.position.copy(centre).addScaledVector(VIEW_DIRECTION, distance);
  camera.near = Math.max(distance - radius * 1.5, 0.01);
  // Room to zoom out to three times as far.
  camera.far = distance * 3 + radius * 2;
  camera.lookAt(centre);
  camera.updateProjectionMatrix();
}
