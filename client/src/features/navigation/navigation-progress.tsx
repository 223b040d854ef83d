import { useNavigation } from 'react-router-dom';
import * as navigationCss from './navigation.css';

/** A thin brand-coloured bar at the top of the window while a navigation loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Memuat halaman"
      data-testid="navigation-progress"
      className={navigationCss.navigationProgress}
    />
  );
}
