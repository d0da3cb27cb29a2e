/** Viewports for stories: `globals: { viewport: { value: 'mobile320', isRotated: false } }`. */
export const vonkViewports = {
  mobile320: { name: 'Mobiel 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  mobile396: { name: 'Mobiel 396', styles: { width: '396px', height: '800px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1024: {
    name: 'Desktop 1024',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  wide: { name: 'Breed 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
