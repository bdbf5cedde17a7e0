/**
 * @generated SignedSource<<de61244f9ad3ef02d84011566a176407>>
 * @relayHash 69c95cddb219adcf500e2afe9f52b4de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69c95cddb219adcf500e2afe9f52b4de

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingPageQuery } from './LandingPageQuery.graphql';

const node: PreloadableConcreteRequest<LandingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "69c95cddb219adcf500e2afe9f52b4de",
    "metadata": {},
    "name": "LandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
