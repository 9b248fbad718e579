import { viewShape } from '@portal/core';
import { LEARNING_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const publishedCurriculumViewShape = viewShape({
  name: 'published-curriculum',
  label: 'Published week',
  module: LEARNING_MODULES.CURRICULUM,
});

export const learningVideosViewShape = viewShape({
  name: 'learning-videos',
  label: 'Video',
  module: LEARNING_MODULES.RECORDED,
});

export const onlineClassesViewShape = viewShape({
  name: 'online-classes',
  label: 'Online class',
  labelPlural: 'Online classes',
  module: LEARNING_MODULES.ONLINE_CLASS,
});
