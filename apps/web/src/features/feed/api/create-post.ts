import type { Post, PrivacyLevel } from '@app/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { feedKeys } from './feed-keys';

export type NewPostForm = {
  title: string;
  description: string;
  privacy_level: PrivacyLevel;
  completion_date: string;
  post_type: string;
  photos: File[];
};

/** Text fields and photo files go up together, so a post never lacks its photos. */
function createPost(form: NewPostForm): Promise<Post> {
  const data = new FormData();
  data.set('title', form.title.trim());
  data.set('description', form.description.trim());
  data.set('privacy_level', form.privacy_level);
  data.set('post_type', form.post_type);
  if (form.completion_date) data.set('completion_date', form.completion_date);
  for (const photo of form.photos) data.append('photos', photo, photo.name);
  return api.post<Post>('/api/social/feed/posts', undefined, {
    formData: data,
  });
}

export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
